import type { Email } from '../shared/email';
import type { MailMessage } from './mail-message';

/** A message as the recipient reads it. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Every link the message holds, absolute, in reading order. */
  links: string[];
  /** Where answers go, when not to the sender (a visitor's message to support). */
  replyTo?: Email;
}

/** Turns a message into what is sent; one template per kind gives all of it. */
export interface MailRenderer {
  /** The subject alone, cheaply (outbox lists). */
  subjectOf(message: MailMessage): string;
  render(message: MailMessage): Promise<RenderedMail>;
}
