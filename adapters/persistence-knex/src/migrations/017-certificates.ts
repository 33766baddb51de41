import type { Knex } from 'knex';

/**
 * Certificates of completion (decision 28): one per enrollment, with the signed credential
 * (VC-JWT) as issued and the revocation that sets its bit in the status list. The id, the
 * printed code, the enrollment and the status list index are each unique. The enrollment and
 * course are plain ids, not foreign keys: a certificate is a record of what happened, and
 * outlives what it names. Times are epoch milliseconds, as everywhere else.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('certificates')) return;
  await knex.schema.createTable('certificates', (table) => {
    table.string('id', 36).primary();
    table.string('code', 16).notNullable().unique({ indexName: 'certificates_code_unique' });
    table
      .string('enrollment_id', 64)
      .notNullable()
      .unique({ indexName: 'certificates_enrollment_unique' });
    table.string('email', 254).notNullable();
    table.string('student_name', 200).notNullable();
    table.string('course_id', 64).notNullable();
    table.string('course_name', 200).notNullable();
    table.string('instructor_name', 200).notNullable();
    table.bigInteger('completed_at').notNullable();
    table
      .integer('status_index')
      .notNullable()
      .unique({ indexName: 'certificates_status_index_unique' });
    table.text('credential').notNullable();
    table.bigInteger('revoked_at').nullable();
    table.string('revocation_reason', 500).nullable();
    table.index(['email', 'completed_at'], 'certificates_email_index');
    table.index(['completed_at', 'id'], 'certificates_completed_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('certificates');
}
