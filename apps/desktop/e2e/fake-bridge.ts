import type { Page } from 'playwright-core';
import { createApiProxy } from '../src/main/api/api-proxy';
import { configProbe } from '../src/main/server/connectivity-monitor';
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
  };
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
      const bridge: Record<string, unknown> = {
        on: () => () => undefined,
      };
      for (const [name, channel] of Object.entries(channels)) {
        bridge[name] = (...args: unknown[]) => invoke(channel, args);
      }
      Object.defineProperty(window, key, { value: Object.freeze(bridge) });
    },
    { key: BRIDGE_KEY, channels: invokeChannels },
  );
}
