import { Notification } from 'electron';
import type { Notice } from './notification-feed';

/**
 * Shows a notice as a native notification; a click brings the window forward and opens the
 * notice's page in it.
 */
export function showNotice(notice: Notice, open: (path: string) => void): void {
  if (!Notification.isSupported()) return;
  const notification = new Notification({ title: notice.title, body: notice.body });
  notification.on('click', () => open(notice.path));
  notification.show();
}
