import { randomUUID } from 'node:crypto';
import { REFUND_RECONCILE_JOB } from '@classroom/core';
import type { Knex } from 'knex';

/**
 * Refunds judged by what was consumed, and finished or undone (decisions 44 and 45).
 *  - `enrollments.highest_progress_percent`: the highest percentage an enrollment reached. An
 *    enrollment completed once reached 100; for the others the best known is today's.
 *  - A request an earlier version left approved but never refunded (the database went away
 *    mid-approval) gets the reconciliation job that approvals now queue.
 * Safe to run twice: the column is added once, and a request already queued is not again.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('enrollments', 'highest_progress_percent'))) {
    await knex.schema.alterTable('enrollments', (table) => {
      table.integer('highest_progress_percent').notNullable().defaultTo(0);
    });
    await knex('enrollments').update({
      highest_progress_percent: knex.raw(
        'CASE WHEN completed_at IS NULL THEN progress_percent ELSE 100 END',
      ),
    });
  }
  const now = Date.now();
  const approved = (await knex('refund_requests').where({ status: 'approved' }).select('id')) as {
    id: string;
  }[];
  for (const { id } of approved) {
    const payload = JSON.stringify({ requestId: id });
    const queued = await knex('jobs').where({ kind: REFUND_RECONCILE_JOB, payload }).first();
    if (queued) continue;
    await knex('jobs').insert({
      id: randomUUID(),
      kind: REFUND_RECONCILE_JOB,
      payload,
      run_at: now,
      attempts: 0,
      status: 'queued',
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: now,
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('enrollments', 'highest_progress_percent')) {
    await knex.schema.alterTable('enrollments', (table) => {
      table.dropColumn('highest_progress_percent');
    });
  }
}
