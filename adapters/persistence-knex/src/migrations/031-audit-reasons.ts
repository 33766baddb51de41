import type { Knex } from 'knex';

/**
 * The reason of a rejection, a take-down or a suspension, kept with its audit entry as JSON
 * (`{text, checklist}`), null for other entries. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('audit_log', 'reason'))) {
    await knex.schema.alterTable('audit_log', (table) => {
      table.text('reason').nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('audit_log', 'reason')) {
    await knex.schema.alterTable('audit_log', (table) => void table.dropColumn('reason'));
  }
}
