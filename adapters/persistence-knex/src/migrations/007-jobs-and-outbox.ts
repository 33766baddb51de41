import type { Knex } from 'knex';

/**
 * The background job queue and the e-mail outbox. A job is claimed by setting its lease
 * (locked_by, locked_until); a finished job is deleted, a job given up stays as 'failed'.
 * Outbox messages stay for the admins' Outbox page: recipient in its own column, the rest of
 * the message as JSON. Times are epoch milliseconds, as everywhere else.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('jobs'))) {
    await knex.schema.createTable('jobs', (table) => {
      table.string('id', 64).primary();
      table.string('kind', 64).notNullable();
      table.text('payload').notNullable();
      table.bigInteger('run_at').notNullable();
      table.integer('attempts').notNullable().defaultTo(0);
      table.string('status', 16).notNullable();
      table.string('locked_by', 128).nullable();
      table.bigInteger('locked_until').nullable();
      table.text('last_error').nullable();
      table.bigInteger('created_at').notNullable();
      table.index(['status', 'run_at'], 'jobs_due_index');
      table.index(['status', 'locked_until'], 'jobs_lease_index');
    });
  }
  if (!(await knex.schema.hasTable('outbox'))) {
    await knex.schema.createTable('outbox', (table) => {
      table.string('id', 64).primary();
      table.string('kind', 64).notNullable();
      table.string('recipient', 254).notNullable();
      table.text('data').notNullable();
      table.string('status', 16).notNullable();
      table.integer('attempts').notNullable().defaultTo(0);
      table.text('last_error').nullable();
      table.bigInteger('created_at').notNullable();
      table.bigInteger('sent_at').nullable();
      table.index(['created_at', 'id'], 'outbox_created_index');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('outbox');
  await knex.schema.dropTableIfExists('jobs');
}
