import type { Knex } from 'knex';
import { hasIndex } from './schema-state';

export const CERTIFICATE_TABLE_INDEX = 'certificates_table_index';

/**
 * The admins' Outbox and Certificates tables, searched, filtered and sorted on the server.
 *  - Each outbox message keeps the subject it was queued with, to be searched by. Messages
 *    queued before hold none and are found by their recipient only.
 *  - A certificate's row is wide (its signed credential, over a kilobyte): scanning 10,000 of
 *    them for a search or a count took ~15-20 ms on SQLite. This index holds every column the
 *    table searches, filters and sorts by, in its newest-first order, so both dialects scan it
 *    instead and read whole rows for the page shown only.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('outbox', 'subject'))) {
    await knex.schema.alterTable('outbox', (table) => table.text('subject').nullable());
  }
  if (!(await hasIndex(knex, 'certificates', CERTIFICATE_TABLE_INDEX))) {
    await knex.schema.alterTable('certificates', (table) =>
      table.index(
        ['completed_at', 'id', 'revoked_at', 'code', 'email', 'student_name', 'course_name'],
        CERTIFICATE_TABLE_INDEX,
      ),
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  if (await hasIndex(knex, 'certificates', CERTIFICATE_TABLE_INDEX)) {
    await knex.schema.alterTable('certificates', (table) =>
      table.dropIndex([], CERTIFICATE_TABLE_INDEX),
    );
  }
  if (await knex.schema.hasColumn('outbox', 'subject')) {
    await knex.schema.alterTable('outbox', (table) => table.dropColumn('subject'));
  }
}
