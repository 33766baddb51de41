import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { hasIndex } from './schema-state';

/**
 * Accounts people can trust:
 * - local_accounts gets an opaque stable id (the provider's `sub`), when its address was
 *   verified, and the last sign-in. Accounts made before verification existed start
 *   unverified: nobody proved they own the address they typed.
 * - account_tokens keeps the hashes of the single-use links sent by e-mail.
 * - users.sessions_valid_after ends every session and token issued before it.
 * - idp_state.account_id lets a password change end the provider's sessions of one person.
 * - outbox gets an index to count the e-mails of one kind sent to one address lately.
 * Each step checks the current state first, so running it twice is safe.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('local_accounts', 'id'))) {
    await knex.schema.alterTable('local_accounts', (table) => {
      table.string('id', 64).nullable();
      table.bigInteger('email_verified_at').nullable();
      table.bigInteger('last_sign_in_at').nullable();
    });
    const rows: { email: string }[] = await knex('local_accounts').select('email');
    for (const { email } of rows) {
      await knex('local_accounts').where({ email }).update({ id: randomUUID() });
    }
    await knex.schema.alterTable('local_accounts', (table) => {
      table.unique(['id'], { indexName: 'local_accounts_id_unique' });
    });
  }

  if (!(await knex.schema.hasTable('account_tokens'))) {
    await knex.schema.createTable('account_tokens', (table) => {
      table.string('hash', 64).primary();
      table.string('purpose', 32).notNullable();
      table.string('account_id', 64).notNullable();
      table.bigInteger('created_at').notNullable();
      table.bigInteger('expires_at').notNullable();
      table.bigInteger('used_at').nullable();
      table.index(['account_id', 'purpose', 'created_at'], 'account_tokens_account_index');
    });
  }

  if (!(await knex.schema.hasColumn('users', 'sessions_valid_after'))) {
    await knex.schema.alterTable('users', (table) => {
      table.bigInteger('sessions_valid_after').nullable();
    });
  }

  if (!(await hasIndex(knex, 'outbox', 'outbox_recipient_index'))) {
    // "At most three such e-mails an hour to one address" reads this.
    await knex.schema.alterTable('outbox', (table) => {
      table.index(['recipient', 'kind', 'created_at'], 'outbox_recipient_index');
    });
  }

  if (!(await knex.schema.hasColumn('idp_state', 'account_id'))) {
    await knex.schema.alterTable('idp_state', (table) => {
      table.string('account_id', 64).nullable();
      table.index(['account_id'], 'idp_state_account_index');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  if (await hasIndex(knex, 'outbox', 'outbox_recipient_index')) {
    await knex.schema.alterTable('outbox', (table) =>
      table.dropIndex([], 'outbox_recipient_index'),
    );
  }
  if (await knex.schema.hasColumn('idp_state', 'account_id')) {
    await knex.schema.alterTable('idp_state', (table) => {
      table.dropIndex([], 'idp_state_account_index');
      table.dropColumn('account_id');
    });
  }
  if (await knex.schema.hasColumn('users', 'sessions_valid_after')) {
    await knex.schema.alterTable('users', (table) => table.dropColumn('sessions_valid_after'));
  }
  await knex.schema.dropTableIfExists('account_tokens');
  if (await knex.schema.hasColumn('local_accounts', 'id')) {
    await knex.schema.alterTable('local_accounts', (table) => {
      table.dropUnique([], 'local_accounts_id_unique');
      table.dropColumn('id');
      table.dropColumn('email_verified_at');
      table.dropColumn('last_sign_in_at');
    });
  }
}
