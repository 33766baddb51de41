import type { Knex } from 'knex';

const ESCAPE = '!';

/** `%text%` with LIKE's wildcards and the escape character taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[!%_]/g, (character) => ESCAPE + character)}%`;
}

/**
 * Rows where any of the columns holds `text`, ignoring case (SQLite's LIKE for ASCII, the
 * MySQL column's collation). The dashboards' tables are scanned: at tens of thousands of rows
 * that stays within a few milliseconds (see bench/tables), with no index to keep.
 */
export function whereContains<Q extends Knex.QueryBuilder>(
  query: Q,
  text: string | undefined,
  columns: string[],
): Q {
  if (!text) return query;
  const pattern = containing(text);
  return query.where((where) => {
    for (const column of columns) where.orWhereRaw('?? LIKE ? ESCAPE ?', [column, pattern, ESCAPE]);
  }) as Q;
}

/** Rows awaiting review first: `CASE WHEN column = 'pending' THEN 0 ELSE 1 END`. */
export function pendingFirstOrder(
  db: Knex | Knex.Transaction,
  column: string,
  pendingValue: string,
): Knex.Raw {
  return db.raw('CASE WHEN ?? = ? THEN 0 ELSE 1 END', [column, pendingValue]);
}
