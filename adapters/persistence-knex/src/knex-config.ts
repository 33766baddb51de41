import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Knex } from 'knex';
import type { DatabaseTarget } from './database-url';
import { sqliteClient } from './sqlite-client';

interface SqliteConnection {
  pragma(source: string): unknown;
}

interface MySqlConnection {
  query(sql: string, callback: (error: Error | null) => void): unknown;
}

/**
 * Knex's own log, minus its report of a failed connection: createDatabase turns that into
 * one error naming the host, and the pool's stack trace would only repeat it.
 */
export const knexLog = {
  warn(message: unknown) {
    if (!String(message).startsWith('Acquire connection error')) console.warn(message);
  },
};

/** Knex settings for one target: a small pool for MySQL, one WAL connection for SQLite. */
export function knexConfig(target: DatabaseTarget): Knex.Config {
  if (target.dialect === 'sqlite') {
    if (target.filename !== ':memory:') mkdirSync(dirname(target.filename), { recursive: true });
    return {
      client: sqliteClient(),
      connection: { filename: target.filename },
      useNullAsDefault: true,
      // A failed statement's message keeps its placeholders, never the values.
      compileSqlOnError: false,
      log: knexLog,
      pool: {
        afterCreate(connection: SqliteConnection, done: (error: Error | null) => void) {
          connection.pragma('journal_mode = WAL');
          connection.pragma('foreign_keys = ON');
          connection.pragma('busy_timeout = 5000');
          connection.pragma('synchronous = NORMAL');
          done(null);
        },
      },
    };
  }
  return {
    client: 'mysql2',
    connection: mySqlConnection(target, target.database),
    compileSqlOnError: false,
    log: knexLog,
    pool: {
      min: 0,
      max: 10,
      idleTimeoutMillis: 30_000,
      // Transactions read committed (decision 42): every read a decision rests on locks the
      // rows it reads (`latest`), and what serialises writers is a lock on a row that exists
      // (the enrollment, the course, the instructor). Repeatable read added gap locks where a
      // locking read found nothing: two students' first reports in one lesson, each holding the
      // gap the other inserted into, deadlocked.
      afterCreate(connection: MySqlConnection, done: (error: Error | null) => void) {
        connection.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED', done);
      },
    },
    acquireConnectionTimeout: 15_000,
  };
}

export function mySqlConnection(
  target: Extract<DatabaseTarget, { dialect: 'mysql' }>,
  database?: string,
): Knex.MySql2ConnectionConfig {
  return {
    ...(target.socketPath
      ? { socketPath: target.socketPath }
      : { host: target.host, port: target.port }),
    user: target.user,
    password: target.password,
    ...(database ? { database } : {}),
    charset: 'utf8mb4',
    timezone: 'Z',
    connectTimeout: 5_000,
  };
}
