import type { Knex } from 'knex';

/**
 * What replicas must share beyond the product's records. `rate_limits` holds
 * rate-limiter-flexible's counters in the layout its SQL stores expect, in this column order
 * (its MySQL store inserts without naming columns): `key` (prefix and hashed client), points
 * used, expiry in epoch milliseconds (null: never). `processor_intents` holds the local test
 * card processor's payment intents, so a checkout opened through one replica is confirmed
 * through another; `status` is its own column so that a confirmation is one conditional update.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('rate_limits'))) {
    await knex.schema.createTable('rate_limits', (table) => {
      table.string('key', 255).primary();
      table.integer('points').notNullable().defaultTo(0);
      table.bigInteger('expire').nullable();
      table.index(['expire'], 'rate_limits_expire_index');
    });
  }
  if (!(await knex.schema.hasTable('processor_intents'))) {
    await knex.schema.createTable('processor_intents', (table) => {
      table.string('id', 64).primary();
      table.string('idempotency_key', 255).notNullable().unique('processor_intents_key_unique');
      table.string('status', 32).notNullable();
      table.text('payload').notNullable();
      table.bigInteger('created_at').notNullable();
      table.index(['status', 'created_at'], 'processor_intents_unpaid_index');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('processor_intents');
  await knex.schema.dropTableIfExists('rate_limits');
}
