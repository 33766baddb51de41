import type { IpcHandlers } from '../shared/ipc-register';
import type {
  ApiRequest,
  ApiResponse,
  DesktopSession,
  UploadRequest,
  UploadResult,
} from '../shared/ipc-channels';
import { isExternalWebUrl } from './security/app-origin';
import { normaliseServerUrl, type SettingsStore } from './settings/settings-store';

/** What the handlers need from the rest of the main process. */
export interface DesktopIpcDeps {
  settings: SettingsStore;
  session: {
    session(): DesktopSession | null;
    signIn(serverUrl: string): Promise<DesktopSession>;
    signOut(options: { endBrowserSession: boolean }): Promise<void>;
  };
  apiRequest(request: ApiRequest): Promise<ApiResponse>;
  openExternal(url: string): Promise<void> | void;
  /** Called after the server changed: the session belonged to the previous one. */
  onServerChanged(serverUrl: string): Promise<void> | void;
  /** Checks that an address is a GS Classroom server before it is remembered. */
  probeServer(serverUrl: string): Promise<boolean>;
  /** Whether the server answered lately (the offline banner). */
  isOnline(): boolean;
  uploads: {
    start(request: UploadRequest): Promise<UploadResult>;
    abort(uploadId: string): void;
  };
}

/** Every invoke channel's handler. The sender check is added by registerIpcHandlers. */
export function desktopIpcHandlers(deps: DesktopIpcDeps): IpcHandlers {
  let signingIn: Promise<DesktopSession> | null = null;
  return {
    'settings:get-server': async () => ({ serverUrl: (await deps.settings.read()).serverUrl }),

    'settings:set-server': async (input) => {
      const parsed = normaliseServerUrl(String(input ?? ''));
      if ('error' in parsed) return { ok: false, message: parsed.error };
      const reachable = await deps.probeServer(parsed.url).catch(() => false);
      if (!reachable) {
        return { ok: false, message: `No GS Classroom server answers at ${parsed.url}.` };
      }
      const previous = (await deps.settings.read()).serverUrl;
      await deps.settings.write({ serverUrl: parsed.url });
      if (previous !== parsed.url) await deps.onServerChanged(parsed.url);
      return { ok: true, serverUrl: parsed.url };
    },

    'auth:get-session': () => deps.session.session(),

    'auth:sign-in': async () => {
      const { serverUrl } = await deps.settings.read();
      if (!serverUrl) return { ok: false, message: 'Choose your server first.' };
      // One browser sign-in at a time: a second click joins the first.
      signingIn ??= deps.session.signIn(serverUrl).finally(() => {
        signingIn = null;
      });
      try {
        return { ok: true, session: await signingIn };
      } catch (error) {
        return { ok: false, message: (error as Error).message || 'The sign-in failed.' };
      }
    },

    'auth:sign-out': () => deps.session.signOut({ endBrowserSession: true }),

    'api:request': (request) => deps.apiRequest(request),

    'connectivity:get': () => ({ online: deps.isOnline() }),

    'upload:start': (request) => deps.uploads.start(request),

    'upload:abort': (uploadId) => deps.uploads.abort(String(uploadId)),

    'shell:open-website': async (path) => {
      const { serverUrl } = await deps.settings.read();
      if (!serverUrl) return;
      const target = new URL(
        typeof path === 'string' && path.startsWith('/') ? path : '/',
        serverUrl,
      );
      if (target.origin === new URL(serverUrl).origin && isExternalWebUrl(target.href)) {
        await deps.openExternal(target.href);
      }
    },
  };
}
