import { describe } from 'vitest';
import { contractWorkScope, repositoriesContract } from '@classroom/core/testing';
import { createDatabase, type Database } from '../src/index';

describe('SQLite store', () => {
  const open = new Map<object, Database>();
  repositoriesContract({
    async open() {
      const database = await createDatabase('sqlite::memory:', {
        currentScope: contractWorkScope,
      });
      await database.migrate();
      const store = { ...database.repositories, unitOfWork: database.unitOfWork };
      open.set(store, database);
      return store;
    },
    async close(store) {
      await open.get(store)?.close();
      open.delete(store);
    },
  });
});
