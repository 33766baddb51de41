import { createRequire } from 'node:module';
import type { Knex } from 'knex';

const require = createRequire(import.meta.url);

/** Knex's own better-sqlite3 client (knex ships no types for its dialect modules). */
const BetterSqlite3Client =
  require('knex/lib/dialects/better-sqlite3/index.js') as typeof Knex.Client;

/**
 * Knex's SQLite client for the Node running it. better-sqlite3 up to 12 wraps its objects in
 * node::ObjectWrap, which on Node 24 may abort the process when a statement is collected
 * outside a Node context (`Assertion failed: (env) != nullptr`); 13 is built on Node-API and
 * ships its binaries, but needs Node 22 and crashes on Node 20. So Node 22 and newer (the
 * image's Node 24) load 13, installed as `better-sqlite3-napi`; Node 20 development keeps 12.
 * Drop 12, and this, once development runs on Node 22 or newer.
 */
export function sqliteClient(
  nodeMajor = Number(process.versions.node.split('.')[0]),
): Knex.Config['client'] {
  if (nodeMajor < 22) return 'better-sqlite3';
  return class NodeApiBetterSqlite3 extends BetterSqlite3Client {
    _driver() {
      return require('better-sqlite3-napi') as unknown;
    }
  };
}
