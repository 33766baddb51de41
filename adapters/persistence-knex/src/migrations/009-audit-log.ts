import type { Knex } from 'knex';

/**
 * The audit log: one row per decision or privileged change, never updated or deleted by the
 * product. The actor and subject are plain ids, not foreign keys, so an entry outlives the
 * account or course it names. before/after hold the changed fields as JSON. `seq` orders entries
 * recorded in the same millisecond. Times are epoch milliseconds, as everywhere else.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('audit_log')) return;
  await knex.schema.createTable('audit_log', (table) => {
    table.increments('seq').primary();
    table.bigInteger('at').notNullable();
    table.string('kind', 64).notNullable();
    table.string('actor_id', 64).nullable();
    table.string('subject_type', 16).notNullable();
    table.string('subject_id', 64).notNullable();
    table.text('before').nullable();
    table.text('after').nullable();
    table.index(['at', 'seq'], 'audit_log_at_index');
    table.index(['actor_id', 'at'], 'audit_log_actor_index');
    table.index(['subject_type', 'subject_id', 'at'], 'audit_log_subject_index');
    table.index(['kind', 'at'], 'audit_log_kind_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_log');
}
