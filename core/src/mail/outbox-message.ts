import type { MailMessage } from './mail-message';

/**
 * queued: waiting for delivery or for a retry. sent: the transport accepted it. kept: no
 * transport is configured, so it stays here for an admin to read. failed: given up after
 * a day of retries.
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Every status with its number of messages, 0 for a status no message has. */
export function countsByStatus(
  counted: Iterable<{ status: string; count: number }>,
): Record<OutboxStatus, number> {
  const counts: Record<string, number> = Object.fromEntries(
    OUTBOX_STATUSES.map((status) => [status, 0]),
  );
  for (const { status, count } of counted) counts[status] = (counts[status] ?? 0) + count;
  return counts as Record<OutboxStatus, number>;
}

/** One outgoing e-mail as the outbox keeps it. */
export interface OutboxMessage {
  id: string;
  message: MailMessage;
  status: OutboxStatus;
  /** Delivery attempts so far. */
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The job kind that delivers one outbox message; its payload is `{ messageId }`. */
export const MAIL_DELIVERY_JOB = 'mail.deliver';
