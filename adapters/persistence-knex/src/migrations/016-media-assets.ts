import type { Knex } from 'knex';

/**
 * Uploaded images, videos and files (decision 26): one row per asset with where its bytes
 * are kept, their type as their first bytes show it, size, checksum, status, what processing
 * learnt and the variants it made (JSON). The owner is a plain column, like the audit log's
 * people, so that deleting an account can remove its media in its own time. Checks first,
 * so running it twice is safe.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('media_assets')) return;
  await knex.schema.createTable('media_assets', (table) => {
    table.string('id', 64).primary();
    table.string('owner_id', 64).notNullable();
    table.string('kind', 16).notNullable();
    table.string('name', 255).notNullable();
    table.string('storage_key', 512).notNullable();
    table.string('mime_type', 255).notNullable();
    table.bigInteger('size_bytes').notNullable();
    table.string('sha256', 64).nullable();
    table.string('status', 16).notNullable();
    table.double('duration_seconds').nullable();
    table.integer('width').nullable();
    table.integer('height').nullable();
    table.string('placeholder', 7).nullable();
    table.text('variants').notNullable();
    table.string('failure', 500).nullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('updated_at').notNullable();
    table.index(['owner_id', 'created_at', 'id'], 'media_assets_owner_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('media_assets');
}
