import { parseEmail, type Email } from '../../shared/email';
import type { Outbox } from '../../mail/outbox.port';
import { FieldCheck } from '../../shared/validation';
import { CONTACT_LIMITS } from '../contact-limits';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * A visitor's message to the support team, sent through the outbox to the support address
 * with the visitor as Reply-To, so support answers from their own mail client.
 */
export class ContactSupport {
  constructor(
    private readonly outbox: Outbox,
    private readonly supportEmail: Email,
  ) {}

  async execute(input: ContactInput): Promise<void> {
    const check = new FieldCheck();
    const name = check.text('name', input.name, {
      label: 'Name',
      max: CONTACT_LIMITS.name,
      message: 'Your Name is required',
    });
    const subject = check.text('subject', input.subject, {
      label: 'Subject',
      max: CONTACT_LIMITS.subject,
    });
    const message = check.text('message', input.message, {
      label: 'Message',
      min: CONTACT_LIMITS.minMessage,
      max: CONTACT_LIMITS.message,
    });
    const from = check.parse('email', () => parseEmail(input.email));
    check.done();
    await this.outbox.enqueue({
      kind: 'contact-request',
      to: this.supportEmail,
      name,
      replyTo: from,
      subject,
      message,
    });
  }
}
