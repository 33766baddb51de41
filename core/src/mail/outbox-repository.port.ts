import type { Page, PageRequest } from '../shared/ports';
import type { MailMessage } from './mail-message';
import type { OutboxMessage, OutboxStatus } from './outbox-message';
import type { Outbox } from './outbox.port';

/**
 * The outbox as its deliverer and its readers see it. Every mark applies only to a message
 * that is still queued, counts one attempt, and answers whether it applied.
 */
export interface OutboxRepository extends Outbox {
  findById(id: string): Promise<OutboxMessage | null>;
  /** How many messages are in each status (the queue's depth is `queued`). */
  countByStatus(): Promise<Record<OutboxStatus, number>>;
  /** Newest first. */
  list(page: PageRequest): Promise<Page<OutboxMessage>>;
  /** Delivered: stores `kept` (the message without its secrets) and the time. */
  markSent(id: string, sentAt: Date, kept: MailMessage): Promise<boolean>;
  /** No transport: the message stays, whole, for an admin to read. */
  markKept(id: string): Promise<boolean>;
  /** Stays queued for another attempt, with the reason this one failed. */
  recordFailedAttempt(id: string, error: string): Promise<boolean>;
  /** Given up: stores `kept` (the message without its secrets) and the reason. */
  markFailed(id: string, error: string, kept: MailMessage): Promise<boolean>;
}
