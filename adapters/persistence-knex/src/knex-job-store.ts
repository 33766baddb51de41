import { randomUUID } from 'node:crypto';
import type { ClaimRequest, Job, JobStore, NewJob } from '@classroom/core';
import type { Knex } from 'knex';
import type { Dialect } from './dialect';
import type { KnexContext } from './knex-context';
import { toJob, type JobRow } from './job-row';

/**
 * The job queue in the `jobs` table. A claim is atomic: MySQL locks the due rows with
 * SELECT ... FOR UPDATE SKIP LOCKED, so concurrent claimers pass over each other's rows, and
 * sets their lease in the same transaction; SQLite has one writer, so one UPDATE ... RETURNING
 * claims and reads them at once. Jobs whose lease lapsed (a crashed worker's) come first.
 */
export class KnexJobStore implements JobStore {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly dialect: Dialect,
    private readonly context: KnexContext,
  ) {}

  async enqueue(job: NewJob): Promise<string> {
    const now = this.context.clock.now().getTime();
    const id = randomUUID();
    await this.db('jobs').insert({
      id,
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      run_at: job.runAt?.getTime() ?? now,
      attempts: 0,
      status: 'queued',
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: now,
    });
    this.context.afterEnqueue();
    return id;
  }

  async claim(request: ClaimRequest): Promise<Job[]> {
    if (request.kinds.length === 0 || request.limit < 1) return [];
    const now = request.now.getTime();
    const lease = {
      status: 'running',
      locked_by: request.worker,
      locked_until: now + request.leaseMs,
      attempts: this.db.raw('attempts + 1'),
    };
    if (this.dialect === 'sqlite') {
      const due = this.db('jobs')
        .select('id')
        .whereIn('kind', request.kinds)
        .where((where) =>
          where
            .where((queued) => queued.where('status', 'queued').where('run_at', '<=', now))
            .orWhere((lapsed) =>
              lapsed.where('status', 'running').where('locked_until', '<=', now),
            ),
        )
        .orderBy([{ column: 'run_at' }, { column: 'id' }])
        .limit(request.limit);
      const rows = (await this.db('jobs')
        .whereIn('id', due)
        .update(lease)
        .returning('*')) as JobRow[];
      return rows.map(toJob).sort(byRunAt);
    }
    // Read committed, and each scan in its index's order: the locks then cover the rows
    // returned and no others, so concurrent claimers skip exactly what another one holds.
    return this.db.transaction(
      async (trx) => {
        const pick = async (index: string, status: string, column: string, limit: number) =>
          (
            await trx
              .select('id')
              .from(trx.raw('?? FORCE INDEX (??)', ['jobs', index]))
              .where('status', status)
              .where(column, '<=', now)
              .whereIn('kind', request.kinds)
              .orderBy([{ column }, { column: 'id' }])
              .limit(limit)
              .forUpdate()
              .skipLocked()
          ).map((row: { id: string }) => row.id);
        const lapsed = await pick('jobs_lease_index', 'running', 'locked_until', request.limit);
        const remaining = request.limit - lapsed.length;
        const queued =
          remaining > 0 ? await pick('jobs_due_index', 'queued', 'run_at', remaining) : [];
        const ids = [...lapsed, ...queued];
        if (ids.length === 0) return [];
        await trx('jobs').whereIn('id', ids).update(lease);
        const rows = (await trx('jobs').whereIn('id', ids)) as JobRow[];
        return rows.map(toJob).sort(byRunAt);
      },
      { isolationLevel: 'read committed' },
    );
  }

  async complete(id: string, worker: string): Promise<boolean> {
    return (await this.held(id, worker).delete()) > 0;
  }

  async retry(id: string, worker: string, runAt: Date, error: string): Promise<boolean> {
    return this.settle(id, worker, {
      status: 'queued',
      run_at: runAt.getTime(),
      last_error: error,
    });
  }

  async fail(id: string, worker: string, error: string): Promise<boolean> {
    return this.settle(id, worker, { status: 'failed', last_error: error });
  }

  async find(id: string): Promise<Job | null> {
    const row = (await this.db('jobs').where({ id }).first()) as JobRow | undefined;
    return row ? toJob(row) : null;
  }

  onEnqueued(listener: () => void): () => void {
    return this.context.enqueued.add(listener);
  }

  private held(id: string, worker: string) {
    return this.db('jobs').where({ id, status: 'running', locked_by: worker });
  }

  private async settle(id: string, worker: string, change: Record<string, unknown>) {
    const changed = await this.held(id, worker).update({
      ...change,
      locked_by: null,
      locked_until: null,
    });
    return changed > 0;
  }
}

function byRunAt(a: Job, b: Job): number {
  return a.runAt.getTime() - b.runAt.getTime() || a.id.localeCompare(b.id);
}
