import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import {
  BRIDGE_KEY,
  eventChannels,
  fileChannels,
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
    // The path comes from the File itself, here in the preload: the page can only upload what
    // the person picked or dropped, never a path of its choosing.
    uploadFile(file: File, options: { uploadId: string; kind: string }) {
      const path = webUtils.getPathForFile(file);
      if (!path) return Promise.reject(new Error('This file is not on the computer.'));
      return ipcRenderer.invoke(fileChannels.uploadFile, { ...options, path });
    },
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
