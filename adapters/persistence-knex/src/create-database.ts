import knexFactory, { type Knex } from 'knex';
import type { Clock, JobStore, Repositories, UnitOfWork } from '@classroom/core';
import { parseDatabaseUrl, type DatabaseTarget } from './database-url';
import { knexConfig, knexLog, mySqlConnection } from './knex-config';
import { knexContext } from './knex-context';
import { KnexJobStore } from './knex-job-store';
import { knexRepositories, type KnexRepositories } from './knex-repositories';
import { KnexUnitOfWork } from './knex-unit-of-work';
import { migrationSource } from './migrations/migration-source';

import type { Dialect } from './dialect';

export type { Dialect };

export interface Database {
  knex: Knex;
  dialect: Dialect;
  repositories: KnexRepositories;
  unitOfWork: UnitOfWork;
  /** The background job queue (table jobs); the outbox enqueues its deliveries here. */
  jobs: JobStore;
  /** Applies pending migrations; returns the names it ran (none on an up-to-date schema). */
  migrate(): Promise<string[]>;
  /** Fails when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the store a DATABASE_URL names. SQLite: creates the file's folder. MySQL: creates the
 * database when it does not exist yet. An unreachable server fails here with a message that
 * names the host, never the password. `clock` dates outbox messages and jobs (default: the
 * system clock).
 */
export async function createDatabase(
  url: string,
  options: { clock?: Clock } = {},
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
  const context = knexContext(options.clock);
  const repositories = knexRepositories(knex, target.dialect, context);
  return {
    knex,
    dialect: target.dialect,
    repositories,
    unitOfWork: new KnexUnitOfWork(knex, target.dialect, context),
    jobs: new KnexJobStore(knex, target.dialect, context),
    async migrate() {
      const [, names] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
      return names;
    },
    async ping() {
      await knex.raw('SELECT 1');
    },
    close: () => knex.destroy(),
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
      ? `MySQL at ${target.host}:${target.port} (database ${target.database})`
      : `SQLite file ${target.filename}`;
  const safeReason =
    target.dialect === 'mysql' && target.password
      ? reason.replaceAll(target.password, '***')
      : reason;
  return new Error(`Cannot open the database: ${where}: ${safeReason}`, { cause: error });
}
