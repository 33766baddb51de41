import type { MailMessage, OutboxMessage, OutboxRepository } from '../src/index';

/** Reads what a store's outbox holds, as a test follows the links of the mail it wrote. */
export function mailbox(tables: { outbox: ReadonlyMap<string, OutboxMessage> }) {
  return {
    /** Every message, oldest first. */
    get messages(): MailMessage[] {
      return [...tables.outbox.values()]
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
        .map((row) => row.message);
    },
    /** The token of the newest message of this kind to this address. */
    tokenFor(to: string, kind: 'verify-email' | 'password-reset'): string {
      const message = this.messages.filter((m) => m.to === to && m.kind === kind).at(-1);
      if (!message || !('token' in message)) throw new Error(`no ${kind} mail to ${to}`);
      return message.token;
    },
  };
}

export type Mailbox = ReturnType<typeof mailbox>;

/** The same, over any outbox repository (a database's), newest page first. */
export function storedMailbox(outbox: Pick<OutboxRepository, 'list'>) {
  return {
    async tokenFor(to: string, kind: 'verify-email' | 'password-reset'): Promise<string> {
      const { items } = await outbox.list({}, { page: 1, limit: 100 });
      const message = items.map((row) => row.message).find((m) => m.to === to && m.kind === kind);
      if (!message || !('token' in message)) throw new Error(`no ${kind} mail to ${to}`);
      return message.token;
    },
  };
}
