import type { Knex } from 'knex';

/**
 * The catalogue counts matches exactly up to this many and reports this many beyond, a lower
 * bound, as a text search reports its cap. An exact count reads an index entry per match:
 * ~70 ms on SQLite and far more on MySQL for most of a million courses, while the page
 * itself is the first entries of an index. The catalogue only shows the count and loads
 * more while fewer courses are shown than counted; nobody pages this far.
 */
export const CATALOG_COUNT_CAP = 10_000;

/** How many rows `query` selects, counted up to CATALOG_COUNT_CAP. */
export async function cappedCount(db: Knex | Knex.Transaction, query: Knex.QueryBuilder) {
  const [row] = (await db
    .count({ n: '*' })
    .from(query.clearSelect().select(db.raw('1')).limit(CATALOG_COUNT_CAP).as('matches'))) as {
    n: number | string;
  }[];
  return Number(row?.n ?? 0);
}
