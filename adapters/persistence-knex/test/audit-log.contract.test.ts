import { afterAll, beforeAll, describe } from 'vitest';
import type { Clock } from '@classroom/core';
import { createMemoryStore } from '@classroom/persistence-memory';
import { auditLogContract, type AuditStore } from '@classroom/core/testing';
import { createDatabase, type Database } from '../src/index';
import { emptyTables } from './empty-tables';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

const storeOf = (database: Database): AuditStore => ({
  ...database.repositories,
  unitOfWork: database.unitOfWork,
});

describe('memory audit log', () => {
  auditLogContract({ open: async (clock) => createMemoryStore({ clock }) });
});

describe('SQLite audit log', () => {
  const open = new Map<object, Database>();
  auditLogContract({
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

describe.runIf(mySqlReachable)('MySQL audit log', () => {
  // One database for the file; each test's clock is reached through this one.
  let current: Clock = { now: () => new Date() };
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openMySqlTestDatabase('audit', { now: () => current.now() }));
  });
  afterAll(async () => {
    await drop?.();
  });

  auditLogContract({
    async open(clock) {
      current = clock;
      await emptyTables(database.knex);
      return storeOf(database);
    },
  });
});
