import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  BRIDGE_KEY,
  eventChannels,
  invokeChannels,
  type DesktopBridge,
  type EventChannel,
  type EventChannels,
} from './ipc-channels';

/**
 * The one place that touches `ipcRenderer`: builds the typed bridge from the channel list and
 * exposes it to the page. The page never gets ipcRenderer itself, only these functions.
 */
export function exposeDesktopBridge(): DesktopBridge {
  const methods = Object.fromEntries(
    Object.entries(invokeChannels).map(([name, channel]) => [
      name,
      (...args: unknown[]) => ipcRenderer.invoke(channel, ...args),
    ]),
  );
  const bridge = {
    ...methods,
    on<E extends EventChannel>(event: E, listener: (payload: EventChannels[E]) => void) {
      if (!(eventChannels as readonly string[]).includes(event)) {
        throw new Error(`Unknown desktop event: ${event}`);
      }
      // The Electron event object stays here: it carries the sender, which the page must not get.
      const wrapped = (_event: IpcRendererEvent, payload: EventChannels[E]) => listener(payload);
      ipcRenderer.on(event, wrapped);
      return () => {
        ipcRenderer.removeListener(event, wrapped);
      };
    },
  } as DesktopBridge;
  contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
  return bridge;
}
