import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';

const require = createRequire(import.meta.url);

/** Knex's own better-sqlite3 client (knex ships no types for its dialect modules). */
const BetterSqlite3Client = require('knex/lib/dialects/better-sqlite3/index.js') as new (
  config: Knex.Config,
) => Knex.Client;

/** How many prepared statements a connection keeps: the product's queries, with room. */
const STATEMENTS_KEPT = 500;

interface Statement {
  readonly reader: boolean;
  safeIntegers(on: boolean): Statement;
  all(bindings: unknown[]): unknown[];
  run(bindings: unknown[]): { lastInsertRowid: number | bigint; changes: number };
}
interface Connection {
  prepare(sql: string): Statement;
}
interface QueryObject {
  sql: string;
  bindings?: unknown[];
  options?: unknown;
  response?: unknown;
  context?: { lastID: number | bigint; changes: number };
}
interface ClientInternals {
  _optSafeIntegers(options: unknown): boolean | undefined;
  _formatBindings(bindings: unknown[] | undefined): unknown[];
}

/**
 * Knex's better-sqlite3 client prepares every statement anew, which costs as much as running
 * a lookup by key; this one keeps each connection's statements by their SQL. A statement runs
 * to the end synchronously (`all`, `run`), so reusing one is safe; SQLite recompiles it by
 * itself after a schema change. A query that asks for its own integer mode is prepared apart.
 */
function withStatementCache(Base: new (config: Knex.Config) => Knex.Client) {
  const caches = new WeakMap<Connection, LRUCache<string, Statement>>();
  const prepared = (connection: Connection, sql: string): Statement => {
    let cache = caches.get(connection);
    if (!cache) {
      cache = new LRUCache({ max: STATEMENTS_KEPT });
      caches.set(connection, cache);
    }
    let statement = cache.get(sql);
    if (!statement) {
      statement = connection.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
  return class CachingBetterSqlite3 extends Base {
    async _query(connection: Connection, query: QueryObject): Promise<QueryObject> {
      if (!query.sql) throw new Error('The query is empty');
      if (!connection) throw new Error('No connection provided');
      const internals = this as unknown as ClientInternals;
      const safeIntegers = internals._optSafeIntegers(query.options);
      const statement =
        safeIntegers === undefined
          ? prepared(connection, query.sql)
          : connection.prepare(query.sql).safeIntegers(safeIntegers);
      const bindings = internals._formatBindings(query.bindings);
      if (statement.reader) {
        query.response = statement.all(bindings);
        return query;
      }
      const response = statement.run(bindings);
      query.response = response;
      query.context = { lastID: response.lastInsertRowid, changes: response.changes };
      return query;
    }
  };
}

/** Knex's SQLite client (better-sqlite3, built on Node-API), with prepared statements kept. */
export function sqliteClient(): Knex.Config['client'] {
  return withStatementCache(BetterSqlite3Client) as unknown as Knex.Config['client'];
}
