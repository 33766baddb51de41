import type { MailMessage } from './mail-message';

/**
 * queued: waiting for delivery or for a retry. sent: the transport accepted it. kept: no
 * transport is configured, so it stays here for an admin to read. failed: given up after
 * a day of retries.
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

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
