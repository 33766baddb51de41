import type { Page, PageRequest } from '../shared/ports';
import type { Notification, NotificationDraft } from './notification';

/** Where use cases leave notifications; inside a transaction they land with the change. */
export interface NotificationInbox {
  add(userId: string, draft: NotificationDraft): Promise<void>;
  /** One notification for every admin. */
  addForAdmins(draft: NotificationDraft): Promise<void>;
}

/** A person's notifications as the bell and the desktop app read them. */
export interface NotificationRepository extends NotificationInbox {
  /** Newest first. */
  list(userId: string, page: PageRequest): Promise<Page<Notification>>;
  /** Oldest first, those newer than `afterId` (all when null), at most `limit`. */
  since(userId: string, afterId: string | null, limit: number): Promise<Notification[]>;
  countUnread(userId: string): Promise<number>;
  /** Marks the given ones (all when null) read; answers how many changed. */
  markRead(userId: string, ids: readonly string[] | null, at: Date): Promise<number>;
}
