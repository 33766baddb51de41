import {
  pageOffset,
  type Notification,
  type NotificationDraft,
  type NotificationRepository,
  type Page,
  type PageRequest,
} from '@classroom/core';
import type { Knex } from 'knex';
import type { KnexContext } from './knex-context';

interface NotificationRow {
  seq: number | string;
  user_id: string;
  kind: string;
  subject: string;
  reason: string | null;
  created_at: number | string;
  read_at: number | string | null;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: String(row.seq),
    userId: row.user_id,
    kind: row.kind as Notification['kind'],
    subject: JSON.parse(row.subject) as Notification['subject'],
    reason: row.reason === null ? null : (JSON.parse(row.reason) as Notification['reason']),
    createdAt: new Date(Number(row.created_at)),
    readAt: row.read_at === null ? null : new Date(Number(row.read_at)),
  };
}

/** The `notifications` table; `seq` is the id, so "newer than" is a range on the index. */
export class KnexNotificationRepository implements NotificationRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly context: KnexContext,
  ) {}

  private columns(draft: NotificationDraft) {
    return {
      kind: draft.kind,
      subject: JSON.stringify(draft.subject),
      reason: draft.reason === null ? null : JSON.stringify(draft.reason),
      created_at: this.context.clock.now().getTime(),
      read_at: null,
    };
  }

  async add(userId: string, draft: NotificationDraft): Promise<void> {
    await this.db('notifications').insert({ user_id: userId, ...this.columns(draft) });
  }

  async addForAdmins(draft: NotificationDraft): Promise<void> {
    const columns = this.columns(draft);
    const admins = this.db('users')
      .where({ role: 'admin' })
      .select(
        'id',
        this.db.raw('? AS kind', [columns.kind]),
        this.db.raw('? AS subject', [columns.subject]),
        this.db.raw('? AS reason', [columns.reason]),
        this.db.raw('? AS created_at', [columns.created_at]),
        this.db.raw('NULL AS read_at'),
      );
    await this.db
      .into(
        this.db.raw('?? (??, ??, ??, ??, ??, ??)', [
          'notifications',
          'user_id',
          'kind',
          'subject',
          'reason',
          'created_at',
          'read_at',
        ]),
      )
      .insert(admins);
  }

  async list(userId: string, page: PageRequest): Promise<Page<Notification>> {
    const [rows, count] = await Promise.all([
      this.db('notifications')
        .where({ user_id: userId })
        .orderBy('seq', 'desc')
        .limit(page.limit)
        .offset(pageOffset(page)) as Promise<NotificationRow[]>,
      this.db('notifications').where({ user_id: userId }).count({ n: '*' }),
    ]);
    return { items: rows.map(toNotification), total: Number(count[0]?.n ?? 0), ...page };
  }

  async since(userId: string, afterId: string | null, limit: number): Promise<Notification[]> {
    const query = this.db('notifications').where({ user_id: userId });
    if (afterId !== null) query.where('seq', '>', Number(afterId) || 0);
    const rows = (await query.orderBy('seq', 'asc').limit(limit)) as NotificationRow[];
    return rows.map(toNotification);
  }

  async countUnread(userId: string): Promise<number> {
    const [row] = await this.db('notifications')
      .where({ user_id: userId })
      .whereNull('read_at')
      .count({ n: '*' });
    return Number(row?.n ?? 0);
  }

  async markRead(userId: string, ids: readonly string[] | null, at: Date): Promise<number> {
    const query = this.db('notifications').where({ user_id: userId }).whereNull('read_at');
    if (ids) query.whereIn('seq', ids.map(Number).filter(Number.isInteger));
    return query.update({ read_at: at.getTime() });
  }
}
