import type { Email } from '../shared/email';
import type { MailKind, MailMessage } from './mail-message';

/**
 * Where the core leaves e-mail for delivery. Writing to it inside a unit of work keeps the
 * message with the change that caused it: both land, or neither.
 */
export interface Outbox {
  enqueue(message: MailMessage): Promise<void>;
  /** How many messages of this kind went to this address at or after `since` (mail floods). */
  countSince(recipient: Email, kind: MailKind, since: Date): Promise<number>;
}
