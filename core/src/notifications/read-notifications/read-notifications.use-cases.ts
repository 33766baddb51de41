import { requireUser } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import { pageRequest } from '../../shared/paging';
import type { Clock, Page } from '../../shared/ports';
import type { Notification } from '../notification';
import type { NotificationRepository } from '../notification.repository.port';

export const NOTIFICATIONS_PAGE = { limit: 10, maxLimit: 50 } as const;
/** The most a desktop app or a bell is handed in one look for new ones. */
export const NOTIFICATIONS_SINCE_LIMIT = 50;

interface Deps {
  users: UserRepository;
  notifications: NotificationRepository;
  clock: Clock;
}

/** The caller's own notifications, newest first, with how many are unread. */
export class ListNotifications {
  constructor(private readonly deps: Deps) {}

  async execute(
    input: { page?: number; limit?: number },
    actor: Actor | null,
  ): Promise<Page<Notification> & { unread: number }> {
    const user = await requireUser(this.deps.users, actor);
    const page = pageRequest(input, NOTIFICATIONS_PAGE);
    const [found, unread] = await Promise.all([
      this.deps.notifications.list(user.id, page),
      this.deps.notifications.countUnread(user.id),
    ]);
    return { ...found, unread };
  }
}

/** The caller's notifications newer than one they have (the desktop app's look for news). */
export class NotificationsSince {
  constructor(private readonly deps: Deps) {}

  async execute(afterId: string | null, actor: Actor | null): Promise<Notification[]> {
    const user = await requireUser(this.deps.users, actor);
    return this.deps.notifications.since(user.id, afterId, NOTIFICATIONS_SINCE_LIMIT);
  }
}

/** Marks the caller's own notifications read: the ones named, or all. Others' are untouched. */
export class MarkNotificationsRead {
  constructor(private readonly deps: Deps) {}

  async execute(ids: readonly string[] | null, actor: Actor | null): Promise<number> {
    const user = await requireUser(this.deps.users, actor);
    return this.deps.notifications.markRead(user.id, ids, this.deps.clock.now());
  }
}
