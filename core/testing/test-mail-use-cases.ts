import {
  createMailUseCases,
  type Clock,
  type MailUseCases,
  type OutboxRepository,
  type UserRepository,
} from '../src/index';
import { plainMailRenderer } from './plain-mail-renderer';

/** The mail use cases over a store for tests that are not about mail: nothing is sent. */
export function testMailUseCases(
  store: { users: UserRepository; outbox: OutboxRepository },
  clock: Clock = { now: () => new Date() },
): MailUseCases {
  return createMailUseCases({
    users: store.users,
    outbox: store.outbox,
    renderer: plainMailRenderer,
    transport: null,
    clock,
  });
}
