import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createApiProxy } from '../src/main/api/api-proxy';
import type { Notice } from '../src/main/native/notification-feed';
import { configProbe } from '../src/main/server/connectivity-monitor';
import { DesktopUploads } from '../src/main/uploads/desktop-uploads';
import {
  BRIDGE_KEY,
  invokeChannels,
  type DesktopSession,
  type InvokeChannels,
} from '../src/shared/ipc-channels';

export interface BridgeState {
  serverUrl: string;
  accessToken: string;
  session: DesktopSession;
  calls: string[];
  openedWebsite: string[];
  /** The taskbar's progress as the main process set it (null: no bar). */
  taskbar?: (number | null)[];
  /** Native notifications the main process showed. */
  notices?: Notice[];
}

/**
 * The preload bridge's contract, played by the test: the same method names and channel
 * answers, backed by the main process's own API proxy with a real token. The page gets the
 * bridge as the preload gives it, as `window.classroomDesktop`.
 */
export async function installBridge(page: Page, state: BridgeState): Promise<void> {
  const apiRequest = createApiProxy({
    serverUrl: () => state.serverUrl,
    accessToken: async () => state.accessToken,
  });
  const uploads = new DesktopUploads({
    serverUrl: () => state.serverUrl,
    accessToken: async () => state.accessToken,
    apiRequest,
    onProgress: () => undefined,
    onOverallProgress: (fraction) => state.taskbar?.push(fraction),
    notify: (notice) => state.notices?.push(notice),
    wait: (ms) => new Promise((done) => setTimeout(done, Math.min(ms, 200))),
  });
  const handlers: { [C in keyof InvokeChannels]: (...args: never[]) => unknown } = {
    'settings:get-server': () => ({ serverUrl: state.serverUrl }),
    'settings:set-server': () => ({ ok: true, serverUrl: state.serverUrl }),
    'auth:get-session': () => state.session,
    'auth:sign-in': () => ({ ok: true, session: state.session }),
    'auth:sign-out': () => undefined,
    'api:request': (request: never) => apiRequest(request),
    'shell:open-website': (path: never) => void state.openedWebsite.push(path),
    'connectivity:get': async () => ({
      online: await configProbe(() => state.serverUrl)().catch(() => false),
    }),
    'upload:start': (request: never) => uploads.start(request),
    'upload:abort': (uploadId: never) => uploads.abort(uploadId),
  };
  // What the preload does with webUtils.getPathForFile: the file the person chose, on disk.
  await page.exposeFunction('__desktopFilePath', async (name: string, base64: string) => {
    const path = join(await mkdtemp(join(tmpdir(), 'classroom-desktop-upload-')), name);
    await writeFile(path, Buffer.from(base64, 'base64'));
    return path;
  });
  await page.exposeFunction(
    '__desktopInvoke',
    async (channel: keyof InvokeChannels, args: never[]) => {
      state.calls.push(channel);
      return handlers[channel](...args);
    },
  );
  await page.addInitScript(
    ({ key, channels }) => {
      const invoke = (
        window as unknown as { __desktopInvoke(c: string, a: unknown[]): Promise<unknown> }
      ).__desktopInvoke;
      const pathOf = (
        window as unknown as { __desktopFilePath(n: string, b: string): Promise<string> }
      ).__desktopFilePath;
      const bridge: Record<string, unknown> = {
        on: () => () => undefined,
        async uploadFile(file: File, options: Record<string, unknown>) {
          const bytes = new Uint8Array(await file.arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          const path = await pathOf(file.name, btoa(binary));
          return invoke('upload:start', [{ ...options, path }]);
        },
      };
      for (const [name, channel] of Object.entries(channels)) {
        bridge[name] = (...args: unknown[]) => invoke(channel, args);
      }
      Object.defineProperty(window, key, { value: Object.freeze(bridge) });
    },
    { key: BRIDGE_KEY, channels: invokeChannels },
  );
}
