import type { Knex } from 'knex';

/** The newsletter's list: one row per address (its primary key), with when it subscribed. */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('subscribers')) return;
  await knex.schema.createTable('subscribers', (table) => {
    table.string('email', 254).primary();
    table.bigInteger('subscribed_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('subscribers');
}
