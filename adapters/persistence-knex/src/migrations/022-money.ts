import type { Knex } from 'knex';
import { hasIndex } from './schema-state';

/**
 * Refunds, disputes and the earnings ledger (decision 36). An ended enrollment keeps its row:
 * `running` is 1 while it runs and NULL once ended, and the student-and-course key includes it,
 * so both dialects allow one running enrollment and any number of ended ones (NULLs never
 * clash in a unique index). Ledger entries are unique per payment and kind: one sale, one
 * refund, one dispute, whatever replays. A refund request's `open_key` works like `running`.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('enrollments', 'running'))) {
    await knex.schema.alterTable('enrollments', (table) => {
      table.boolean('running').nullable().defaultTo(true);
      table.bigInteger('ended_at').nullable();
      table.string('end_reason', 16).nullable();
    });
  }
  if (!(await hasIndex(knex, 'enrollments', 'enrollments_running_unique'))) {
    await knex.schema.alterTable('enrollments', (table) => {
      table.unique(['email', 'course_id', 'running'], {
        indexName: 'enrollments_running_unique',
      });
      table.index(['payment_id'], 'enrollments_payment_index');
    });
  }
  if (await hasIndex(knex, 'enrollments', 'enrollments_student_course_unique')) {
    await knex.schema.alterTable('enrollments', (table) => {
      table.dropUnique(['email', 'course_id'], 'enrollments_student_course_unique');
    });
  }

  if (!(await knex.schema.hasTable('ledger_entries'))) {
    await knex.schema.createTable('ledger_entries', (table) => {
      table.increments('seq').primary();
      table.string('id', 64).notNullable().unique('ledger_entries_id_unique');
      // Plain ids, not foreign keys: the books outlive what they name.
      table.string('instructor_id', 254).notNullable();
      table.string('course_id', 64).nullable();
      table.string('payment_id', 64).nullable();
      table.string('kind', 16).notNullable();
      table.bigInteger('instructor_cents').notNullable();
      table.bigInteger('platform_cents').notNullable();
      table.bigInteger('available_at').notNullable();
      table.bigInteger('created_at').notNullable();
      table.string('reference', 255).nullable();
      table.string('memo', 255).nullable();
      table.string('actor_id', 64).nullable();
      table.unique(['payment_id', 'kind'], { indexName: 'ledger_entries_payment_kind_unique' });
      table.index(['instructor_id', 'created_at'], 'ledger_entries_instructor_index');
      table.index(['kind', 'created_at'], 'ledger_entries_kind_index');
      table.index(['created_at'], 'ledger_entries_created_index');
    });
  }

  if (!(await knex.schema.hasTable('refund_requests'))) {
    await knex.schema.createTable('refund_requests', (table) => {
      table.string('id', 64).primary();
      table.string('payment_id', 64).notNullable();
      table.string('enrollment_id', 64).notNullable();
      table.string('student_id', 64).notNullable();
      table.string('course_id', 64).notNullable();
      table.string('course_name', 200).notNullable();
      table.integer('amount_cents').notNullable();
      table.string('status', 16).notNullable();
      table.boolean('open_key').nullable();
      table.text('reason').notNullable();
      table.text('decision_reason').nullable();
      table.string('decided_by', 64).nullable();
      table.bigInteger('requested_at').notNullable();
      table.bigInteger('decided_at').nullable();
      table.unique(['payment_id', 'open_key'], { indexName: 'refund_requests_open_unique' });
      table.index(['status', 'requested_at'], 'refund_requests_status_index');
      table.index(['student_id', 'requested_at'], 'refund_requests_student_index');
    });
  }

  if (!(await knex.schema.hasTable('settings'))) {
    await knex.schema.createTable('settings', (table) => {
      table.string('name', 64).primary();
      table.text('value').notNullable();
      table.bigInteger('updated_at').notNullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['settings', 'refund_requests', 'ledger_entries']) {
    await knex.schema.dropTableIfExists(name);
  }
  // Ended enrollments cannot fit the old key (one row per student and course): they go.
  if (await knex.schema.hasColumn('enrollments', 'running')) {
    await knex('enrollments').whereNull('running').delete();
    await knex.schema.alterTable('enrollments', (table) => {
      table.unique(['email', 'course_id'], { indexName: 'enrollments_student_course_unique' });
    });
    await knex.schema.alterTable('enrollments', (table) => {
      table.dropUnique(['email', 'course_id', 'running'], 'enrollments_running_unique');
      table.dropIndex(['payment_id'], 'enrollments_payment_index');
    });
    await knex.schema.alterTable('enrollments', (table) => {
      table.dropColumn('end_reason');
      table.dropColumn('ended_at');
      table.dropColumn('running');
    });
  }
}
