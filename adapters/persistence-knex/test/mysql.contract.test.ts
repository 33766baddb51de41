import { afterAll, beforeAll, describe } from 'vitest';
import { contractWorkScope, repositoriesContract } from '@classroom/core/testing';
import type { Database } from '../src/index';
import { emptyTables } from './empty-tables';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

describe.runIf(mySqlReachable)('MySQL store', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openMySqlTestDatabase('contract', undefined, contractWorkScope));
  });
  afterAll(async () => {
    await drop?.();
  });

  repositoriesContract({
    async open() {
      await emptyTables(database.knex);
      return { ...database.repositories, unitOfWork: database.unitOfWork };
    },
  });
});
