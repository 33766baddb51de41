import { randomUUID } from 'node:crypto';
import {
  MAIL_DELIVERY_JOB,
  countsByStatus,
  pageOffset,
  type Email,
  type MailKind,
  type MailMessage,
  type OutboxMessage,
  type OutboxQuery,
  type OutboxStatus,
  type OutboxRepository,
  type Page,
  type PageRequest,
} from '@classroom/core';
import type { Knex } from 'knex';
import type { Dialect } from './dialect';
import type { KnexContext } from './knex-context';
import { KnexJobStore } from './knex-job-store';
import { messageData, toOutboxMessage, type OutboxRow } from './outbox-row';
import { whereContains } from './table-query';

/** What a message is read back from: its subject is for searching only. */
const OUTBOX_COLUMNS = [
  'id',
  'kind',
  'recipient',
  'data',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
];

/** The `outbox` table. Enqueueing writes the message and its delivery job on the same connection. */
export class KnexOutbox implements OutboxRepository {
  private readonly jobs: KnexJobStore;

  constructor(
    private readonly db: Knex | Knex.Transaction,
    dialect: Dialect,
    private readonly context: KnexContext,
  ) {
    this.jobs = new KnexJobStore(db, dialect, context);
  }

  async enqueue(message: MailMessage): Promise<void> {
    const id = randomUUID();
    await this.db('outbox').insert({
      id,
      kind: message.kind,
      recipient: message.to,
      subject: this.context.mailSubject(message),
      data: messageData(message),
      status: 'queued',
      attempts: 0,
      last_error: null,
      created_at: this.context.clock.now().getTime(),
      sent_at: null,
    });
    await this.jobs.enqueue({ kind: MAIL_DELIVERY_JOB, payload: { messageId: id } });
  }

  async countSince(recipient: Email, kind: MailKind, since: Date): Promise<number> {
    const [row] = await this.db('outbox')
      .where({ recipient, kind })
      .andWhere('created_at', '>=', since.getTime())
      .count({ n: '*' });
    return Number(row?.n ?? 0);
  }

  async findById(id: string): Promise<OutboxMessage | null> {
    const row = (await this.db('outbox').where({ id }).first()) as OutboxRow | undefined;
    return row ? toOutboxMessage(row) : null;
  }

  async countByStatus(): Promise<Record<OutboxStatus, number>> {
    const rows = (await this.db('outbox').select('status').count({ n: '*' }).groupBy('status')) as {
      status: string;
      n: number | string;
    }[];
    return countsByStatus(rows.map((row) => ({ status: row.status, count: Number(row.n) })));
  }

  async list(query: OutboxQuery, page: PageRequest): Promise<Page<OutboxMessage>> {
    const filtered = () => {
      const base = whereContains(this.db('outbox'), query.text, ['recipient', 'subject']);
      if (query.status) base.where('status', query.status);
      return base;
    };
    const order = query.sort === 'oldest' ? 'asc' : 'desc';
    const [rows, [count]] = await Promise.all([
      filtered()
        .select(OUTBOX_COLUMNS)
        .orderBy([
          { column: 'created_at', order },
          { column: 'id', order },
        ])
        .limit(page.limit)
        .offset(pageOffset(page)) as Promise<OutboxRow[]>,
      filtered().count({ n: '*' }),
    ]);
    return { items: rows.map(toOutboxMessage), total: Number(count?.n ?? 0), ...page };
  }

  markSent(id: string, sentAt: Date, kept: MailMessage): Promise<boolean> {
    return this.change(id, { status: 'sent', sent_at: sentAt.getTime(), data: messageData(kept) });
  }

  markKept(id: string): Promise<boolean> {
    return this.change(id, { status: 'kept' });
  }

  recordFailedAttempt(id: string, error: string): Promise<boolean> {
    return this.change(id, { last_error: error });
  }

  markFailed(id: string, error: string, kept: MailMessage): Promise<boolean> {
    return this.change(id, { status: 'failed', last_error: error, data: messageData(kept) });
  }

  /** A conditional update: only a queued message changes, so a stale run never overwrites. */
  private async change(id: string, change: Record<string, unknown>): Promise<boolean> {
    const changed = await this.db('outbox')
      .where({ id, status: 'queued' })
      .update({ ...change, attempts: this.db.raw('attempts + 1') });
    return changed > 0;
  }
}
