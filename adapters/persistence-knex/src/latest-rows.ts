import type { Knex } from 'knex';
import type { Dialect } from './dialect';

/**
 * Inside a MySQL transaction, reads the latest committed rows and holds them until commit
 * (`FOR UPDATE`), rather than the transaction's snapshot, which may predate a concurrent
 * write that committed while this one waited for a lock. SQLite has one writer at a time.
 */
export function latest<T extends Knex.QueryBuilder>(
  query: T,
  db: Knex | Knex.Transaction,
  dialect: Dialect,
): T {
  return dialect === 'mysql' && db.isTransaction ? (query.forUpdate() as T) : query;
}
