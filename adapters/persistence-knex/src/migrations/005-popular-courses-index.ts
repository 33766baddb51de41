import type { Knex } from 'knex';
import { hasIndex } from './schema-state';

const OLD = 'courses_status_enrollment_index';
const NEW = 'courses_popular_index';

/**
 * Popular courses sort by enrollment, then newest first. An index that stops at the count
 * leaves MySQL a filesort of every approved course; this one serves the whole order, so the
 * first rows of a backward index scan are the answer.
 */
export async function up(knex: Knex): Promise<void> {
  if (await hasIndex(knex, 'courses', NEW)) return;
  await knex.schema.alterTable('courses', (table) => {
    table.index(['status', 'total_enrollment', 'created_at', 'seq'], NEW);
  });
  if (await hasIndex(knex, 'courses', OLD)) {
    await knex.schema.alterTable('courses', (table) => table.dropIndex([], OLD));
  }
}

export async function down(knex: Knex): Promise<void> {
  if (!(await hasIndex(knex, 'courses', OLD))) {
    await knex.schema.alterTable('courses', (table) => {
      table.index(['status', 'total_enrollment'], OLD);
    });
  }
  if (await hasIndex(knex, 'courses', NEW)) {
    await knex.schema.alterTable('courses', (table) => table.dropIndex([], NEW));
  }
}
