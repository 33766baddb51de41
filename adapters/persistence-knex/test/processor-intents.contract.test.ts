import { processorIntentsContract } from '@classroom/core/testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { createDatabase, type Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

describe('SQLite processor intents', () => {
  let database: Database;
  processorIntentsContract({
    async open() {
      database = await createDatabase('sqlite::memory:');
      await database.migrate();
      return database.processorIntents;
    },
    close: () => database.close(),
  });
});

describe.runIf(mySqlReachable)('MySQL processor intents', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openMySqlTestDatabase('intents'));
  });
  afterAll(async () => {
    await drop?.();
  });

  processorIntentsContract({
    async open() {
      await database.knex('processor_intents').delete();
      return database.processorIntents;
    },
  });
});
