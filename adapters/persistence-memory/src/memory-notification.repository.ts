import type {
  Notification,
  NotificationDraft,
  NotificationRepository,
  Page,
  PageRequest,
} from '@classroom/core';
import { nextMemoryId, type MemoryContext } from './memory-context';
import { pageOf } from './memory-table-query';
import type { MemoryTables } from './memory-tables';

export class MemoryNotificationRepository implements NotificationRepository {
  constructor(
    private readonly tables: MemoryTables,
    private readonly context: MemoryContext,
  ) {}

  async add(userId: string, draft: NotificationDraft): Promise<void> {
    const id = nextMemoryId('notification');
    const row = { ...draft, id, userId, createdAt: this.context.clock.now(), readAt: null };
    this.tables.notifications.set(id, structuredClone(row));
  }

  async addForAdmins(draft: NotificationDraft): Promise<void> {
    for (const user of this.tables.users.values()) {
      if (user.role === 'admin') await this.add(user.id, draft);
    }
  }

  async list(userId: string, page: PageRequest): Promise<Page<Notification>> {
    return pageOf(this.of(userId).reverse(), page, (row) => structuredClone(row));
  }

  async since(userId: string, afterId: string | null, limit: number): Promise<Notification[]> {
    return this.of(userId)
      .filter((row) => afterId === null || row.id > afterId)
      .slice(0, limit)
      .map((row) => structuredClone(row));
  }

  async countUnread(userId: string): Promise<number> {
    return this.of(userId).filter((row) => row.readAt === null).length;
  }

  async markRead(userId: string, ids: readonly string[] | null, at: Date): Promise<number> {
    let changed = 0;
    for (const row of this.of(userId)) {
      if (row.readAt !== null || (ids && !ids.includes(row.id))) continue;
      this.tables.notifications.set(row.id, { ...row, readAt: at });
      changed += 1;
    }
    return changed;
  }

  /** The user's notifications, oldest first. */
  private of(userId: string): Notification[] {
    return [...this.tables.notifications.values()]
      .filter((row) => row.userId === userId)
      .sort((a, b) => a.id.localeCompare(b.id));
  }
}
