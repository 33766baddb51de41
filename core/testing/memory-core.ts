import {
  FixedClock,
  MemoryMailTransport,
  MemoryPaymentGateway,
  SequentialIdGenerator,
  copyTables,
  createMemoryStore,
  type MemoryTables,
} from '@classroom/persistence-memory';
import { expect } from 'vitest';
import {
  createMailUseCases,
  createUseCases,
  type Course,
  type DomainErrorCode,
  type MailMessage,
  type User,
} from '../src/index';
import { plainMailRenderer } from './plain-mail-renderer';

/**
 * The whole core wired to the in-memory adapters, as a composition root would wire it.
 * Tests arrange rows with `given`, act through `useCases`, and compare `state()` snapshots.
 */
export function memoryCore(options: { adminEmails?: string[]; transport?: null } = {}) {
  const clock = new FixedClock();
  const store = createMemoryStore({ clock });
  const gateway = new MemoryPaymentGateway();
  const transport = new MemoryMailTransport();
  const ids = new SequentialIdGenerator('id-');
  const useCases = createUseCases({
    ...store,
    gateway,
    clock,
    ids,
    adminEmails: new Set(options.adminEmails ?? []),
  });
  const mail = createMailUseCases({
    users: store.users,
    outbox: store.outbox,
    renderer: plainMailRenderer,
    transport: options.transport === null ? null : transport,
    clock,
  });

  return {
    useCases,
    mail,
    store,
    gateway,
    transport,
    clock,
    ids,
    /** The messages in the outbox, oldest first. */
    outbox(): MailMessage[] {
      return [...store.tables.outbox.values()]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((row) => row.message);
    },
    /** Stores users and courses directly, bypassing the use cases. */
    async given(...entities: (User | Course)[]): Promise<void> {
      for (const entity of entities) {
        if ('role' in entity) await store.users.insert(entity);
        else await store.courses.insert(entity);
      }
    },
    state,
    /** A student pays for an approved course end to end: checkout, card success, confirmation. */
    async pay(student: User, courseId: string) {
      const actor = { email: student.email };
      const checkout = await useCases.startCheckout.execute(courseId, actor);
      gateway.settle(checkout.intentId, 'succeeded');
      return useCases.confirmPayment.execute({ transactionId: checkout.intentId, courseId }, actor);
    },
    /** Asserts that `run` fails with the domain error `code` and leaves every row as it was. */
    async expectRefused(run: () => Promise<unknown>, code: DomainErrorCode): Promise<void> {
      const before = state();
      await expect(run()).rejects.toMatchObject({ code });
      expect(state()).toEqual(before);
    },
  };

  /** Everything the store and the processor hold; rows are replaced, never mutated, on write. */
  function state(): { tables: MemoryTables; intents: number } {
    return { tables: copyTables(store.tables), intents: gateway.intentCount };
  }
}

export type MemoryCore = ReturnType<typeof memoryCore>;
