import type { MailMessage, Outbox } from '../src/index';

/** An outbox that only remembers: tests read the links a use case mailed. */
export class ListOutbox implements Outbox {
  readonly messages: MailMessage[] = [];
  async enqueue(message: MailMessage): Promise<void> {
    this.messages.push(message);
  }
  /** The token of the last message of this kind to this address. */
  tokenFor(to: string, kind: 'verify-email' | 'password-reset'): string {
    const message = this.messages.filter((m) => m.to === to && m.kind === kind).at(-1);
    if (!message || !('token' in message)) throw new Error(`no ${kind} mail to ${to}`);
    return message.token;
  }
}
