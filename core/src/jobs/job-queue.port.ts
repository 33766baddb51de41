import type { Job, NewJob } from './job';

/**
 * Where work for later is left. Given a unit of work's transaction, the job lands with the
 * change that asked for it, or not at all.
 */
export interface JobQueue {
  enqueue(job: NewJob): Promise<string>;
}

export interface ClaimRequest {
  /** Who claims: the lease names it, so only it may settle the job. */
  worker: string;
  /** Only jobs of these kinds (the ones this worker has handlers for). */
  kinds: readonly string[];
  now: Date;
  leaseMs: number;
  limit: number;
}

/**
 * The runner's side of the queue. A claim is atomic: two workers never hold one job at the
 * same time. A job whose lease ran out is due again. Settling answers false when the worker
 * no longer holds the lease (it ran out and someone else claimed the job).
 */
export interface JobStore extends JobQueue {
  claim(request: ClaimRequest): Promise<Job[]>;
  complete(id: string, worker: string): Promise<boolean>;
  retry(id: string, worker: string, runAt: Date, error: string): Promise<boolean>;
  fail(id: string, worker: string, error: string): Promise<boolean>;
  find(id: string): Promise<Job | null>;
  /** Called after a job enqueued through this process is committed (wakes its runner). */
  onEnqueued(listener: () => void): () => void;
}
