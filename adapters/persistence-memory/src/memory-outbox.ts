import {
  MAIL_DELIVERY_JOB,
  countsByStatus,
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
import { nextMemoryId, type MemoryContext } from './memory-context';
import { MemoryJobStore } from './memory-job-store';
import { containsText, pageOf } from './memory-table-query';
import type { MemoryTables } from './memory-tables';

/** The outbox over the memory tables; enqueueing also enqueues the message's delivery job. */
export class MemoryOutbox implements OutboxRepository {
  private readonly rows: Map<string, OutboxMessage>;
  private readonly jobs: MemoryJobStore;

  constructor(
    tables: MemoryTables,
    private readonly context: MemoryContext,
  ) {
    this.rows = tables.outbox;
    this.jobs = new MemoryJobStore(tables, context);
  }

  async enqueue(message: MailMessage): Promise<void> {
    const id = nextMemoryId('mail');
    this.rows.set(id, {
      id,
      message: structuredClone(message),
      status: 'queued',
      attempts: 0,
      lastError: null,
      createdAt: this.context.clock.now(),
      sentAt: null,
    });
    await this.jobs.enqueue({ kind: MAIL_DELIVERY_JOB, payload: { messageId: id } });
  }

  async countSince(recipient: Email, kind: MailKind, since: Date): Promise<number> {
    let count = 0;
    for (const row of this.rows.values()) {
      const { message } = row;
      if (message.to === recipient && message.kind === kind && row.createdAt >= since) count += 1;
    }
    return count;
  }

  async findById(id: string): Promise<OutboxMessage | null> {
    const row = this.rows.get(id);
    return row ? structuredClone(row) : null;
  }

  async countByStatus(): Promise<Record<OutboxStatus, number>> {
    return countsByStatus([...this.rows.values()].map((row) => ({ status: row.status, count: 1 })));
  }

  async list(query: OutboxQuery, page: PageRequest): Promise<Page<OutboxMessage>> {
    const matching = [...this.rows.values()]
      .filter(
        (row) =>
          (!query.status || row.status === query.status) &&
          // The subject as the SQL stores keep it: secrets never change it.
          containsText(query.text, row.message.to, this.context.mailSubject(row.message) ?? ''),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
    if (query.sort === 'oldest') matching.reverse();
    return pageOf(matching, page, (row) => structuredClone(row));
  }

  async markSent(id: string, sentAt: Date, kept: MailMessage): Promise<boolean> {
    return this.change(id, { status: 'sent', sentAt, message: structuredClone(kept) });
  }

  async markKept(id: string): Promise<boolean> {
    return this.change(id, { status: 'kept' });
  }

  async recordFailedAttempt(id: string, error: string): Promise<boolean> {
    return this.change(id, { lastError: error });
  }

  async markFailed(id: string, error: string, kept: MailMessage): Promise<boolean> {
    return this.change(id, { status: 'failed', lastError: error, message: structuredClone(kept) });
  }

  private change(id: string, change: Partial<OutboxMessage>): boolean {
    const row = this.rows.get(id);
    if (!row || row.status !== 'queued') return false;
    this.rows.set(id, { ...row, ...change, attempts: row.attempts + 1 });
    return true;
  }
}
