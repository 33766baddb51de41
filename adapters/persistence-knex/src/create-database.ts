import knexFactory, { type Knex } from 'knex';
import {
  DEFAULT_MONEY_POLICY,
  StoreUnavailableError,
  type Clock,
  type MoneyPolicy,
  type MailMessage,
  type CurrentWorkScope,
  type JobStore,
  type ProcessorIntentRepository,
  type RateLimiter,
  type Repositories,
  type UnitOfWork,
} from '@classroom/core';
import { parseDatabaseUrl, type DatabaseTarget } from './database-url';
import { knexConfig, knexLog, mySqlConnection } from './knex-config';
import { GroupCommit } from './group-commit';
import { knexContext } from './knex-context';
import { KnexJobStore } from './knex-job-store';
import { KnexProcessorIntentRepository } from './knex-processor-intent.repository';
import {
  SharedRateLimiter,
  knexRateLimiters,
  type SharedLimiterFactory,
} from './knex-rate-limiters';
import { knexRepositories, type KnexRepositories } from './knex-repositories';
import { KnexUnitOfWork } from './knex-unit-of-work';
import { migrationsWith } from './migrations/migration-source';
import { SqliteFileIdentity } from './sqlite-file-identity';
import { toStoreError, withStoreErrors, withStoreErrorsEach } from './store-errors';

import type { Dialect } from './dialect';

export type { Dialect };

export interface PoolStats {
  used: number;
  free: number;
  pending: number;
}

/** What the backup needs of a better-sqlite3 connection. */
interface SqliteConnection {
  backup(file: string): Promise<unknown>;
}

/** What knex's pool (tarn) tells of itself. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

export interface Database {
  knex: Knex;
  dialect: Dialect;
  repositories: KnexRepositories;
  unitOfWork: UnitOfWork;
  /** The background job queue (table jobs); the outbox enqueues its deliveries here. */
  jobs: JobStore;
  /** The test card processor's intents (table processor_intents). */
  processorIntents: ProcessorIntentRepository;
  /** Rate limiters whose counters live in this database (table rate_limits). */
  limiters: SharedLimiterFactory;
  /** The core's rate limiter, on those limiters. */
  rateLimiter: RateLimiter;
  /**
   * Applies pending migrations; returns the names it ran. An up-to-date schema is only read,
   * so a store that cannot take writes still opens (and then says so through `ping`).
   */
  migrate(): Promise<string[]>;
  /**
   * Fails when the database cannot answer, or cannot take writes: a SQLite file that is
   * read-only, full, removed or replaced fails here while reads may still work.
   */
  ping(): Promise<void>;
  /** Throws the core's StoreUnavailableError when a write now would be lost (SQLite file gone). */
  assertWritable(): void;
  /** The connection pool now: connections in use, free, and requests waiting for one. */
  poolStats(): PoolStats;
  /**
   * SQLite only: copies the database to `file` with SQLite's online backup, page by page,
   * while the server goes on reading and writing. MySQL has mysqldump for that.
   */
  backup(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the store a DATABASE_URL names. Its ports fail with the core's StoreUnavailableError
 * when the database cannot be reached or written, whatever the driver said. SQLite: creates the file's folder. MySQL: creates the
 * database when it does not exist yet. An unreachable server fails here with a message that
 * names the host, never the password. `clock` dates outbox messages and jobs (default: the
 * system clock); `currentScope` names the request a unit of work runs for (see WorkScope);
 * `onLimiterFallback` is told when a rate limiter could not reach the database and counted in
 * this process instead. `mailSubject` gives each queued message's subject, kept so the outbox
 * is searched by it. `moneyPolicy` is the school's share and hold, by which migration 032
 * writes the sale lines of payments from before the ledger (default: DEFAULT_MONEY_POLICY).
 */
export async function createDatabase(
  url: string,
  options: {
    clock?: Clock;
    currentScope?: CurrentWorkScope;
    onLimiterFallback?: () => void;
    mailSubject?: (message: MailMessage) => string;
    moneyPolicy?: MoneyPolicy;
  } = {},
): Promise<Database> {
  const target = parseDatabaseUrl(url);
  if (target.dialect === 'mysql') await ensureMySqlDatabase(target);
  const knex = knexFactory(knexConfig(target));
  try {
    await knex.raw('SELECT 1');
  } catch (error) {
    await knex.destroy();
    throw unreachable(target, error);
  }
  const groupCommit =
    target.dialect === 'mysql'
      ? new GroupCommit(mySqlConnection(target, target.database))
      : undefined;
  const context = knexContext(options.clock, options.mailSubject, groupCommit);
  const repositories = withStoreErrorsEach(knexRepositories(knex, target.dialect, context));
  const file =
    target.dialect === 'sqlite' && target.filename !== ':memory:'
      ? new SqliteFileIdentity(target.filename)
      : null;
  const assertWritable = () => {
    const problem = file?.problem();
    if (problem) throw new StoreUnavailableError({ cause: new Error(problem) });
  };
  const rateLimits = knexRateLimiters(knex, target, options.onLimiterFallback ?? (() => {}));
  const migrationSource = migrationsWith({
    moneyPolicy: options.moneyPolicy ?? DEFAULT_MONEY_POLICY,
  });
  return {
    knex,
    dialect: target.dialect,
    repositories,
    unitOfWork: withStoreErrors(
      new KnexUnitOfWork(knex, target.dialect, context, options.currentScope),
    ),
    jobs: withStoreErrors(new KnexJobStore(knex, target.dialect, context)),
    processorIntents: withStoreErrors(new KnexProcessorIntentRepository(knex)),
    limiters: rateLimits.limiters,
    rateLimiter: new SharedRateLimiter(rateLimits.limiters),
    async migrate() {
      const [, pending] = (await knex.migrate.list({ migrationSource })) as [unknown[], unknown[]];
      if (pending.length === 0) return [];
      const [, names] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
      return names;
    },
    async ping() {
      try {
        if (target.dialect === 'mysql') {
          await knex.raw('SELECT 1');
          return;
        }
        assertWritable();
        // A write that changes nothing: SQLite answers reads from a file it can no longer write.
        const [{ user_version: version }] = (await knex.raw('PRAGMA user_version')) as [
          { user_version: number },
        ];
        await knex.raw(`PRAGMA user_version = ${Number(version)}`);
      } catch (error) {
        throw toStoreError(error);
      }
    },
    assertWritable,
    poolStats() {
      const pool = (knex.client as { pool?: TarnPool }).pool;
      return pool
        ? { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires() }
        : { used: 0, free: 0, pending: 0 };
    },
    async backup(file) {
      if (target.dialect !== 'sqlite') throw new Error('backup() is for SQLite; use mysqldump');
      const connection = (await knex.client.acquireConnection()) as SqliteConnection;
      try {
        await connection.backup(file);
      } finally {
        await knex.client.releaseConnection(connection);
      }
    },
    async close() {
      rateLimits.close();
      await groupCommit?.close();
      await knex.destroy();
    },
  };
}

export type { Repositories };

async function ensureMySqlDatabase(target: Extract<DatabaseTarget, { dialect: 'mysql' }>) {
  const server = knexFactory({
    client: 'mysql2',
    connection: mySqlConnection(target),
    pool: { min: 0, max: 1 },
    log: knexLog,
  });
  try {
    await server.raw(
      'CREATE DATABASE IF NOT EXISTS ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      [target.database],
    );
  } catch (error) {
    throw unreachable(target, error);
  } finally {
    await server.destroy();
  }
}

function unreachable(target: DatabaseTarget, error: unknown): Error {
  const reason =
    error instanceof Error ? ((error as { code?: string }).code ?? error.message) : String(error);
  const where =
    target.dialect === 'mysql'
      ? `MySQL at ${target.socketPath ?? `${target.host}:${target.port}`} (database ${target.database})`
      : `SQLite file ${target.filename}`;
  const safeReason =
    target.dialect === 'mysql' && target.password
      ? reason.replaceAll(target.password, '***')
      : reason;
  return new Error(`Cannot open the database: ${where}: ${safeReason}`, { cause: error });
}
