import type { Knex } from 'knex';

/** Accounts of the bundled identity provider (e-mail + password hash). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('local_accounts')) return;
  await knex.schema.createTable('local_accounts', (table) => {
    table.string('email', 254).primary();
    table.string('display_name', 200).notNullable();
    table.string('photo_url', 2048).notNullable();
    table.string('password_hash', 512).notNullable();
    table.bigInteger('created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('local_accounts');
}
