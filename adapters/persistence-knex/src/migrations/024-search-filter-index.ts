import type { Knex } from 'knex';
import { hasIndex } from './schema-state';

export const SEARCH_FILTER_INDEX = 'courses_search_filter_index';
export const NEWEST_FILTER_INDEX = 'courses_newest_filter_index';

/** Every column the catalogue's filters and sorts read. */
const FILTERED = [
  'category',
  'language',
  'certificate',
  'price_cents',
  'rating_average',
  'total_enrollment',
  'created_at',
];

/**
 * A filtered text search keeps the newest matches of each word whose course passes the
 * filters; for a common word and a narrow filter (free courses, one language) that is
 * thousands of courses per query, each a lookup of a row full of long texts (~25 ms for
 * 10,000 at a million courses, on both dialects). Indexes holding the filtered columns cost
 * a few entries per page instead:
 *  - `courses_search_filter_index`, led by the row number: SQLite checks each FTS5 match
 *    there (~5 ms), and both dialects read the sorts' columns of the ranked matches there;
 *  - MySQL, `courses_newest_filter_index`, approved courses newest first: the filtered scan
 *    walks it and reads the word rows of the courses that pass only (~5 ms).
 * The searches name them (`INDEXED BY`, `FORCE INDEX`): both planners otherwise prefer the
 * row number's own lookup, or the word rows' order.
 */
const INDEXES: Record<string, { columns: string[]; mysqlOnly?: boolean }> = {
  [SEARCH_FILTER_INDEX]: { columns: ['seq', ...FILTERED] },
  [NEWEST_FILTER_INDEX]: {
    columns: ['status', 'created_at', 'seq', ...FILTERED.filter((c) => c !== 'created_at')],
    mysqlOnly: true,
  },
};

export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  for (const [name, { columns, mysqlOnly }] of Object.entries(INDEXES)) {
    if ((mysqlOnly && !mysql) || (await hasIndex(knex, 'courses', name))) continue;
    await knex.raw(`CREATE INDEX ${name} ON courses (${columns.join(', ')})`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of Object.keys(INDEXES)) {
    if (await hasIndex(knex, 'courses', name)) {
      await knex.schema.alterTable('courses', (table) => table.dropIndex([], name));
    }
  }
}
