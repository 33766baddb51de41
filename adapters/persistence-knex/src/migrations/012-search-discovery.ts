import type { Knex } from 'knex';
import { indexSearchTerms } from '../search-terms';

const PRICE_INDEX = 'courses_price_index';

/**
 * Discovery. `search_terms` is the catalogue's vocabulary (each word of an approved course
 * once, and spelt backwards), so a mistyped word can be matched to the known words one edit
 * away with two index range scans. Prefix matching needs no new structure: FTS5 has its
 * prefix index and MySQL's word rows match ` word%`. The price index serves the price
 * order of the catalogue without a sort of every approved course.
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
  if (!(await hasPriceIndex(knex))) {
    await knex.schema.alterTable('courses', (table) => {
      table.index(['status', 'price_cents', 'created_at', 'seq'], PRICE_INDEX);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('search_terms');
  if (await hasPriceIndex(knex)) {
    await knex.schema.alterTable('courses', (table) => table.dropIndex([], PRICE_INDEX));
  }
}

async function hasPriceIndex(knex: Knex): Promise<boolean> {
  if (knex.client.config.client === 'mysql2') {
    const [rows] = await knex.raw('SHOW INDEX FROM courses WHERE Key_name = ?', [PRICE_INDEX]);
    return (rows as unknown[]).length > 0;
  }
  const rows: { name: string }[] = await knex.raw("PRAGMA index_list('courses')");
  return rows.some((row) => row.name === PRICE_INDEX);
}
