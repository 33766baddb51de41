import type { Knex } from 'knex';

/**
 * Refunds judged by what was consumed (decision 44).
 *  - `enrollments.highest_progress_percent`: the highest percentage an enrollment reached. An
 *    enrollment completed once reached 100; for the others the best known is today's.
 * Safe to run twice: the column is added once.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('enrollments', 'highest_progress_percent'))) {
    await knex.schema.alterTable('enrollments', (table) => {
      table.integer('highest_progress_percent').notNullable().defaultTo(0);
    });
    await knex('enrollments').update({
      highest_progress_percent: knex.raw(
        'CASE WHEN completed_at IS NULL THEN progress_percent ELSE 100 END',
      ),
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('enrollments', 'highest_progress_percent')) {
    await knex.schema.alterTable('enrollments', (table) => {
      table.dropColumn('highest_progress_percent');
    });
  }
}
