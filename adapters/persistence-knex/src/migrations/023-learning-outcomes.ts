import type { Knex } from 'knex';

/**
 * A course's "What you'll learn" as the instructor wrote it: a JSON array of short lines, null
 * for none (the course page then shows the standard list). Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('courses', 'learning_outcomes'))) {
    await knex.schema.alterTable('courses', (table) => {
      table.text('learning_outcomes').nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('courses', 'learning_outcomes')) {
    await knex.schema.alterTable('courses', (table) => void table.dropColumn('learning_outcomes'));
  }
}
