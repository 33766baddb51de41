import { createHash } from 'node:crypto';
import type { RateLimiter, RateRule } from '@classroom/core';
import type { Knex } from 'knex';
import {
  RateLimiterMemory,
  RateLimiterMySQL,
  RateLimiterRes,
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

/**
 * The core's rate limiter on these shared limiters: one per rule, counting digests of the
 * keys. A failure other than the store's (which the insurance limiter covers) lets the
 * action through, as the HTTP limits do (decision 22).
 */
export class SharedRateLimiter implements RateLimiter {
  private readonly byRule = new Map<string, RateLimiterAbstract>();

  constructor(private readonly limiters: SharedLimiterFactory) {}

  async hit(rule: RateRule, key: string): Promise<number> {
    const name = `${rule.action}:${rule.max}:${rule.windowMs}`;
    let limiter = this.byRule.get(name);
    if (!limiter) {
      limiter = this.limiters({
        keyPrefix: rule.action,
        points: rule.max,
        duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
      });
      this.byRule.set(name, limiter);
    }
    try {
      await limiter.consume(createHash('sha256').update(key).digest('base64url'));
      return 0;
    } catch (refusal) {
      return refusal instanceof RateLimiterRes ? Math.max(1, refusal.msBeforeNext) : 0;
    }
  }
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
