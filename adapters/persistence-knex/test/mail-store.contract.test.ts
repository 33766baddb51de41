import { afterAll, beforeAll, describe } from 'vitest';
import type { Clock } from '@classroom/core';
import { createMemoryStore } from '@classroom/persistence-memory';
import {
  jobStoreContract,
  outboxContract,
  type MailStore,
  type MailStoreFactory,
} from '@classroom/core/testing';
import { createDatabase, type Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

function mailContracts(factory: MailStoreFactory): void {
  jobStoreContract(factory);
  outboxContract(factory);
}

const storeOf = (database: Database): MailStore => ({
  jobs: database.jobs,
  outbox: database.repositories.outbox,
  unitOfWork: database.unitOfWork,
});

describe('memory job queue and outbox', () => {
  mailContracts({ open: async (clock) => createMemoryStore({ clock }) });
});

describe('SQLite job queue and outbox', () => {
  const open = new Map<object, Database>();
  mailContracts({
    async open(clock) {
      const database = await createDatabase('sqlite::memory:', { clock });
      await database.migrate();
      const store = storeOf(database);
      open.set(store, database);
      return store;
    },
    async close(store) {
      await open.get(store)?.close();
      open.delete(store);
    },
  });
});

describe.runIf(mySqlReachable)('MySQL job queue and outbox', () => {
  // One database for the file; each test's clock is reached through this one.
  let current: Clock = { now: () => new Date() };
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openMySqlTestDatabase('mail', { now: () => current.now() }));
  });
  afterAll(async () => {
    await drop?.();
  });

  mailContracts({
    async open(clock) {
      current = clock;
      await database.knex('jobs').delete();
      await database.knex('outbox').delete();
      return storeOf(database);
    },
  });
});
