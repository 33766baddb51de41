import type { IpcMainInvokeEvent } from 'electron';
import { isAppUrl } from './app-origin';

/**
 * An IPC call is trusted only when it comes from the app's own top-level page: the frame's URL
 * must be on an app origin, and the frame must be the main frame of the window we created.
 */
export function createSenderCheck(
  origins: readonly string[],
  isOurWindow: (contentsId: number) => boolean,
): (event: Pick<IpcMainInvokeEvent, 'senderFrame' | 'sender'>) => boolean {
  return (event) => {
    const frame = event.senderFrame;
    if (!frame || !isAppUrl(frame.url, origins)) return false;
    if (frame.parent !== null) return false;
    return isOurWindow(event.sender.id);
  };
}
