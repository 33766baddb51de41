import type { Knex } from 'knex';
import {
  RateLimiterMemory,
  RateLimiterMySQL,
  RateLimiterSQLite,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { DatabaseTarget } from './database-url';

export type SharedLimiterOptions = IRateLimiterOptions & { keyPrefix: string };

/** Makes one named limiter whose counters every replica on this database shares. */
export type SharedLimiterFactory = (options: SharedLimiterOptions) => RateLimiterAbstract;

/** The table migration 010 creates; the library is told not to create one itself. */
const TABLE = 'rate_limits';
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * rate-limiter-flexible's SQL stores over this database's own knex pool, on the table
 * `rate_limits`. Should the database fail to answer, each limiter goes on with an in-memory
 * one of the same rule (the library's insurance limiter): limits then hold per process, not
 * shared, and `onFallback` is told, rather than a sign-in or a payment failing for it.
 */
export function knexRateLimiters(
  knex: Knex,
  target: DatabaseTarget,
  onFallback: () => void,
): { limiters: SharedLimiterFactory; close(): void } {
  const store = storeOptions(knex, target);
  const sweep = setInterval(() => {
    knex(TABLE)
      .where('expire', '<', Date.now())
      .delete()
      .catch(() => undefined); // The next sweep tries again.
  }, SWEEP_EVERY_MS);
  sweep.unref();
  const limiters: SharedLimiterFactory = (options) => {
    const insuranceLimiter = reporting(new RateLimiterMemory(options), onFallback);
    const shared = { ...options, ...store, insuranceLimiter };
    return target.dialect === 'mysql'
      ? new RateLimiterMySQL(shared)
      : new RateLimiterSQLite(shared);
  };
  return { limiters, close: () => clearInterval(sweep) };
}

function storeOptions(knex: Knex, target: DatabaseTarget) {
  const common = { tableName: TABLE, tableCreated: true, clearExpiredByTimeout: false };
  if (target.dialect === 'mysql') {
    return { ...common, storeClient: knex, storeType: 'knex', dbName: target.database };
  }
  // The SQLite store recognises a knex pool by its client's name, and ours is a subclass of
  // knex's better-sqlite3 client (sqlite-client.ts): it is handed the same pool by that name.
  const pool = {
    raw: knex.raw.bind(knex),
    client: {
      config: { client: 'better-sqlite3' },
      acquireConnection: () => knex.client.acquireConnection(),
      releaseConnection: (connection: unknown) => knex.client.releaseConnection(connection),
    },
  };
  return { ...common, storeClient: pool, storeType: 'knex' };
}

/** The same limiter, telling `report` each time it is used (the shared store failed). */
function reporting(limiter: RateLimiterMemory, report: () => void): RateLimiterMemory {
  return new Proxy(limiter, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        report();
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
