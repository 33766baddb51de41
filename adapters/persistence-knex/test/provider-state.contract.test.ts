import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryProviderStateRepository } from '@classroom/persistence-memory';
import { providerStateRepositoryContract } from '@classroom/core/testing';
import { KnexProviderStateRepository, createDatabase, type Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

describe('memory provider state', () => {
  providerStateRepositoryContract({ open: async () => new MemoryProviderStateRepository() });
});

describe('SQLite provider state', () => {
  const open = new Map<object, Database>();
  providerStateRepositoryContract({
    async open() {
      const database = await createDatabase('sqlite::memory:');
      await database.migrate();
      open.set(database.repositories.providerState, database);
      return database.repositories.providerState;
    },
    async close(repository) {
      await open.get(repository)?.close();
      open.delete(repository);
    },
  });
});

describe.runIf(mySqlReachable)('MySQL provider state', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openMySqlTestDatabase('idpstate'));
  });
  afterAll(async () => {
    await drop?.();
  });

  providerStateRepositoryContract({
    async open() {
      await database.knex('idp_state').delete();
      return database.repositories.providerState;
    },
  });
});

describe('expired provider state', () => {
  const minute = (n: number) => new Date(Date.UTC(2026, 0, 15, 10, n));
  const row = (id: string, expiresAt: Date | null) => ({
    kind: 'AccessToken',
    id,
    payload: '{}',
    grantId: null,
    accountId: null,
    uid: null,
    userCode: null,
    expiresAt,
    consumedAt: null,
  });

  it('deleteExpired removes only the rows expired at that time', async () => {
    const database = await createDatabase('sqlite::memory:');
    try {
      await database.migrate();
      const repository = new KnexProviderStateRepository(database.knex, { everyMs: Infinity });
      await repository.upsert(row('old', minute(5)));
      await repository.upsert(row('edge', minute(10)));
      await repository.upsert(row('fresh', minute(11)));
      await repository.upsert(row('forever', null));
      expect(await repository.deleteExpired(minute(10))).toBe(2);
      const ids = await database.knex('idp_state').orderBy('id').pluck('id');
      expect(ids).toEqual(['forever', 'fresh']);
    } finally {
      await database.close();
    }
  });

  it('a write sweeps expired rows at most once per interval', async () => {
    const database = await createDatabase('sqlite::memory:');
    try {
      await database.migrate();
      let now = minute(0);
      const repository = new KnexProviderStateRepository(database.knex, {
        now: () => now,
        everyMs: 10 * 60_000,
      });
      const count = async () => (await database.knex('idp_state').pluck('id')).length;
      await repository.upsert(row('a', minute(2)));
      await repository.upsert(row('b', minute(3)));
      now = minute(5);
      await repository.upsert(row('c', minute(30)));
      expect(await count()).toBe(3); // Swept at minute 0, not again before minute 10.
      now = minute(10);
      await repository.upsert(row('d', minute(30)));
      expect(await database.knex('idp_state').orderBy('id').pluck('id')).toEqual(['c', 'd']);
    } finally {
      await database.close();
    }
  });
});
