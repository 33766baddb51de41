import type { Knex } from 'knex';

/**
 * The admins' Outbox table is searched by subject: each message keeps the subject it was
 * queued with. Messages queued before hold none and are found by their recipient only.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('outbox', 'subject'))) {
    await knex.schema.alterTable('outbox', (table) => table.text('subject').nullable());
  }
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('outbox', 'subject')) {
    await knex.schema.alterTable('outbox', (table) => table.dropColumn('subject'));
  }
}
