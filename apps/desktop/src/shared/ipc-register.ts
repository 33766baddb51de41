import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import type {
  EventChannel,
  EventChannels,
  InvokeArgs,
  InvokeChannel,
  InvokeResult,
} from './ipc-channels';

export type IpcHandlers = {
  [C in InvokeChannel]: (...args: InvokeArgs<C>) => InvokeResult<C> | Promise<InvokeResult<C>>;
};

/** Decides whether an IPC call comes from the app's own page (never a foreign frame). */
export type SenderCheck = (event: IpcMainInvokeEvent) => boolean;

export class ForeignSenderError extends Error {
  constructor(channel: string) {
    super(`IPC call on ${channel} refused: it does not come from the app.`);
    this.name = 'ForeignSenderError';
  }
}

/**
 * The one place that calls `ipcMain.handle`: every channel gets the sender check first, so a
 * handler can never be reached from a page that is not the app.
 */
export function registerIpcHandlers(
  handlers: IpcHandlers,
  isTrustedSender: SenderCheck,
): () => void {
  const channels = Object.keys(handlers) as InvokeChannel[];
  for (const channel of channels) {
    const handler = handlers[channel] as (...args: unknown[]) => unknown;
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      if (!isTrustedSender(event)) throw new ForeignSenderError(channel);
      return handler(...args);
    });
  }
  return () => channels.forEach((channel) => ipcMain.removeHandler(channel));
}

/** Sends a typed event to the window; the only way the main process talks first. */
export function sendDesktopEvent<E extends EventChannel>(
  target: Pick<WebContents, 'send' | 'isDestroyed'>,
  event: E,
  payload: EventChannels[E],
): void {
  if (!target.isDestroyed()) target.send(event, payload);
}
