import type { Knex } from 'knex';

/** Children before parents, so foreign keys never stand in the way. */
const TABLES = [
  'review_votes',
  'reviews',
  'quiz_attempts',
  'lesson_progress',
  'lessons',
  'course_sections',
  'enrollments',
  'payments',
  'courses',
  'users',
  'feedback',
  'local_accounts',
  'account_tokens',
  'outbox',
  'jobs',
  'subscribers',
  'idempotency_keys',
  'audit_log',
  'media_assets',
  'certificates',
  'ledger_entries',
  'refund_requests',
  'settings',
];

export async function emptyTables(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex(table).delete();
}
