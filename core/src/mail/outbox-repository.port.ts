import type { Page, PageRequest } from '../shared/ports';
import type { OutboxSort } from '../shared/table-options';
import type { MailMessage } from './mail-message';
import type { OutboxMessage, OutboxStatus } from './outbox-message';
import type { Outbox } from './outbox.port';

/** Which messages the admins' outbox table shows, and in which order. */
export interface OutboxQuery {
  /** Part of the recipient's address or of the subject, any case. */
  text?: string;
  status?: OutboxStatus;
  /** Newest first when not given. */
  sort?: OutboxSort;
}

/**
 * The outbox as its deliverer and its readers see it. Every mark applies only to a message
 * that is still queued, counts one attempt, and answers whether it applied.
 */
export interface OutboxRepository extends Outbox {
  findById(id: string): Promise<OutboxMessage | null>;
  /** How many messages are in each status (the queue's depth is `queued`). */
  countByStatus(): Promise<Record<OutboxStatus, number>>;
  list(query: OutboxQuery, page: PageRequest): Promise<Page<OutboxMessage>>;
  /** Delivered: stores `kept` (the message without its secrets) and the time. */
  markSent(id: string, sentAt: Date, kept: MailMessage): Promise<boolean>;
  /** No transport: the message stays, whole, for an admin to read. */
  markKept(id: string): Promise<boolean>;
  /** Stays queued for another attempt, with the reason this one failed. */
  recordFailedAttempt(id: string, error: string): Promise<boolean>;
  /** Given up: stores `kept` (the message without its secrets) and the reason. */
  markFailed(id: string, error: string, kept: MailMessage): Promise<boolean>;
}
