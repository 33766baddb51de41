import type { Knex } from 'knex';

const OLD = 'courses_status_enrollment_index';
const NEW = 'courses_popular_index';

/**
 * Popular courses sort by enrollment, then newest first. An index that stops at the count
 * leaves MySQL a filesort of every approved course; this one serves the whole order, so the
 * first rows of a backward index scan are the answer.
 */
export async function up(knex: Knex): Promise<void> {
  if (await hasIndex(knex, NEW)) return;
  await knex.schema.alterTable('courses', (table) => {
    table.index(['status', 'total_enrollment', 'created_at', 'seq'], NEW);
  });
  if (await hasIndex(knex, OLD)) {
    await knex.schema.alterTable('courses', (table) => table.dropIndex([], OLD));
  }
}

export async function down(knex: Knex): Promise<void> {
  if (!(await hasIndex(knex, OLD))) {
    await knex.schema.alterTable('courses', (table) => {
      table.index(['status', 'total_enrollment'], OLD);
    });
  }
  if (await hasIndex(knex, NEW)) {
    await knex.schema.alterTable('courses', (table) => table.dropIndex([], NEW));
  }
}

async function hasIndex(knex: Knex, name: string): Promise<boolean> {
  if (knex.client.config.client === 'mysql2') {
    const [rows] = await knex.raw('SHOW INDEX FROM courses WHERE Key_name = ?', [name]);
    return (rows as unknown[]).length > 0;
  }
  const rows: { name: string }[] = await knex.raw("PRAGMA index_list('courses')");
  return rows.some((row) => row.name === name);
}
