import { afterAll, beforeAll, describe } from 'vitest';
import type { Clock } from '@classroom/core';
import { createMemoryStore } from '@classroom/persistence-memory';
import {
  auditLogContract,
  jobStoreContract,
  outboxContract,
  type AuditStore,
  type MailStore,
  plainMailRenderer,
} from '@classroom/core/testing';
import { createDatabase, type Database } from '../src/index';
import { emptyTables } from './empty-tables';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

/** The stores whose rows the store's own clock dates: jobs, outbox messages, audit entries. */
type DatedStore = MailStore & AuditStore;

function datedContracts(factory: {
  open(clock: Clock): Promise<DatedStore>;
  close?(store: object): Promise<void>;
}): void {
  jobStoreContract(factory);
  outboxContract(factory);
  auditLogContract(factory);
}

const mailSubject = plainMailRenderer.subjectOf;

const storeOf = (database: Database): DatedStore => ({
  ...database.repositories,
  jobs: database.jobs,
  unitOfWork: database.unitOfWork,
});

describe('memory job queue, outbox and audit log', () => {
  datedContracts({ open: async (clock) => createMemoryStore({ clock, mailSubject }) });
});

describe('SQLite job queue, outbox and audit log', () => {
  const open = new Map<object, Database>();
  datedContracts({
    async open(clock) {
      const database = await createDatabase('sqlite::memory:', { clock, mailSubject });
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

describe.runIf(mySqlReachable)('MySQL job queue, outbox and audit log', () => {
  // One database for the file; each test's clock is reached through this one.
  let current: Clock = { now: () => new Date() };
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openMySqlTestDatabase(
      'mail',
      { now: () => current.now() },
      undefined,
      mailSubject,
    ));
  });
  afterAll(async () => {
    await drop?.();
  });

  datedContracts({
    async open(clock) {
      current = clock;
      await emptyTables(database.knex);
      return storeOf(database);
    },
  });
});
