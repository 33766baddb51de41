import type { Knex } from 'knex';

/**
 * The bundled OpenID provider's own state: sessions, grants, interactions, codes and tokens,
 * one row per provider model and id, with the provider's JSON payload as given. Times are epoch
 * milliseconds like everywhere else; expires_at is indexed so expired rows are cheap to sweep.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('idp_state')) return;
  await knex.schema.createTable('idp_state', (table) => {
    table.string('kind', 64).notNullable();
    table.string('id', 255).notNullable();
    // MEDIUMTEXT on MySQL: a session with many grants can outgrow TEXT's 64 KB.
    table.text('payload', 'mediumtext').notNullable();
    table.string('grant_id', 255).nullable();
    table.string('uid', 255).nullable();
    table.string('user_code', 255).nullable();
    table.bigInteger('expires_at').nullable();
    table.bigInteger('consumed_at').nullable();
    table.primary(['kind', 'id'], 'idp_state_primary');
    table.index(['grant_id'], 'idp_state_grant_index');
    table.index(['kind', 'uid'], 'idp_state_uid_index');
    table.index(['kind', 'user_code'], 'idp_state_user_code_index');
    table.index(['expires_at'], 'idp_state_expires_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idp_state');
}
