import type { UserRepository } from '../accounts/user.repository.port';
import type { Clock } from '../shared/ports';
import { DeliverMail } from './deliver-mail/deliver-mail.use-case';
import { ListOutbox } from './list-outbox/list-outbox.use-case';
import type { MailRenderer } from './mail-renderer.port';
import type { MailTransport } from './mail-transport.port';
import type { OutboxRepository } from './outbox-repository.port';
import { ReadOutboxMessage } from './read-outbox-message/read-outbox-message.use-case';

export interface MailDependencies {
  users: UserRepository;
  outbox: OutboxRepository;
  renderer: MailRenderer;
  /** Null when no mail server is configured: messages are then kept in the outbox. */
  transport: MailTransport | null;
  clock: Clock;
}

/** Delivery and the admins' view of the outbox; the composition roots build them once. */
export function createMailUseCases(deps: MailDependencies) {
  return {
    deliverMail: new DeliverMail(deps.outbox, deps.renderer, deps.transport, deps.clock),
    listOutbox: new ListOutbox(deps.users, deps.outbox, deps.renderer),
    readOutboxMessage: new ReadOutboxMessage(deps.users, deps.outbox, deps.renderer),
  };
}

export type MailUseCases = ReturnType<typeof createMailUseCases>;
