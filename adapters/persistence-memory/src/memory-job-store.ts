import type { ClaimRequest, Job, JobStore, NewJob } from '@classroom/core';
import { nextMemoryId, type MemoryContext } from './memory-context';
import type { MemoryTables } from './memory-tables';

/** The job queue over the memory tables; one process is its only worker, so claims are atomic. */
export class MemoryJobStore implements JobStore {
  private readonly jobs: Map<string, Job>;

  constructor(
    tables: MemoryTables,
    private readonly context: MemoryContext,
  ) {
    this.jobs = tables.jobs;
  }

  async enqueue(job: NewJob): Promise<string> {
    const now = this.context.clock.now();
    const id = nextMemoryId('job');
    this.jobs.set(id, {
      id,
      kind: job.kind,
      payload: structuredClone(job.payload),
      runAt: job.runAt ?? now,
      attempts: 0,
      status: 'queued',
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      createdAt: now,
    });
    this.context.afterEnqueue();
    return id;
  }

  async claim(request: ClaimRequest): Promise<Job[]> {
    const now = request.now.getTime();
    const due = [...this.jobs.values()]
      .filter((job) => request.kinds.includes(job.kind))
      .filter((job) =>
        job.status === 'queued'
          ? job.runAt.getTime() <= now
          : job.status === 'running' && (job.lockedUntil?.getTime() ?? 0) <= now,
      )
      .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, request.limit);
    return due.map((job) => {
      const claimed: Job = {
        ...job,
        status: 'running',
        attempts: job.attempts + 1,
        lockedBy: request.worker,
        lockedUntil: new Date(now + request.leaseMs),
      };
      this.jobs.set(job.id, claimed);
      return copy(claimed);
    });
  }

  async complete(id: string, worker: string): Promise<boolean> {
    if (!this.held(id, worker)) return false;
    this.jobs.delete(id);
    return true;
  }

  async retry(id: string, worker: string, runAt: Date, error: string): Promise<boolean> {
    return this.settle(id, worker, { status: 'queued', runAt, lastError: error });
  }

  async fail(id: string, worker: string, error: string): Promise<boolean> {
    return this.settle(id, worker, { status: 'failed', lastError: error });
  }

  async find(id: string): Promise<Job | null> {
    const job = this.jobs.get(id);
    return job ? copy(job) : null;
  }

  onEnqueued(listener: () => void): () => void {
    return this.context.enqueued.add(listener);
  }

  private held(id: string, worker: string): Job | null {
    const job = this.jobs.get(id);
    return job && job.status === 'running' && job.lockedBy === worker ? job : null;
  }

  private settle(id: string, worker: string, change: Partial<Job>): boolean {
    const job = this.held(id, worker);
    if (!job) return false;
    this.jobs.set(id, { ...job, ...change, lockedBy: null, lockedUntil: null });
    return true;
  }
}

function copy(job: Job): Job {
  return { ...job, payload: structuredClone(job.payload) };
}
