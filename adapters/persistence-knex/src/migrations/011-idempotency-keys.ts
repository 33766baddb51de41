import type { Knex } from 'knex';

/**
 * The Idempotency-Keys that creates were sent with, and the first answer to each, kept for a
 * day: a retried request gets that answer instead of doing the work again. A key is one
 * caller's for one route (the primary key); it is compared byte for byte, so on MySQL its
 * column has a binary collation. Created only when missing, so running it twice is safe.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('idempotency_keys')) return;
  const mySql = knex.client.config.client === 'mysql2';
  await knex.schema.createTable('idempotency_keys', (table) => {
    table.string('owner', 254).notNullable();
    table.string('route', 64).notNullable();
    const key = table.string('idempotency_key', 255).notNullable();
    if (mySql) key.collate('utf8mb4_bin');
    table.string('fingerprint', 64).notNullable();
    table.integer('answer_status').nullable();
    table.text('answer_body', 'mediumtext').nullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('expires_at').notNullable();
    table.primary(['owner', 'route', 'idempotency_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idempotency_keys');
}
