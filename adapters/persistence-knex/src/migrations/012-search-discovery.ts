import type { Knex } from 'knex';
import { hasIndex } from './schema-state';
import { indexSearchTerms } from '../search-terms';

/**
 * The catalogue's filtered orders: by price (cheapest first, newest first on ties: the index
 * is in that order, so the first page is its first entries), and within one category.
 */
const INDEXES = {
  courses_price_index: '(status, price_cents, created_at DESC, seq DESC)',
  courses_category_index: '(status, category, created_at, seq, price_cents)',
} as const;

/**
 * Discovery. `search_terms` is the catalogue's vocabulary (each word of an approved course
 * once, and spelt backwards), so a mistyped word can be matched to the known words one edit
 * away with two index range scans. Prefix matching needs no new structure: FTS5 has its
 * prefix index and MySQL's word rows match ` word%`. Two indexes serve the price order and
 * the category filter without reading every approved course.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('search_terms'))) {
    const mysql = knex.client.config.client === 'mysql2';
    await knex.schema.createTable('search_terms', (table) => {
      // Binary on MySQL, so ranges compare bytes as SQLite does, whatever the collation.
      if (mysql) {
        table.specificType('term', 'VARBINARY(160)').primary();
        table.specificType('reversed', 'VARBINARY(160)').notNullable();
      } else {
        table.string('term', 160).primary();
        table.string('reversed', 160).notNullable();
      }
      table.index(['reversed'], 'search_terms_reversed_index');
    });
    await indexSearchTerms(knex);
  }
  for (const [name, columns] of Object.entries(INDEXES)) {
    if (!(await hasIndex(knex, 'courses', name)))
      await knex.raw(`CREATE INDEX ${name} ON courses ${columns}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('search_terms');
  for (const name of Object.keys(INDEXES)) {
    if (await hasIndex(knex, 'courses', name)) {
      await knex.schema.alterTable('courses', (table) => table.dropIndex([], name));
    }
  }
}
