import { AsyncResource } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  nextAttemptAt,
  type Clock,
  type Job,
  type JobStore,
  type JsonValue,
  type RetryPolicy,
} from '@classroom/core';
import type { Logger } from 'pino';

/** What runs the jobs of one kind, and how long a failing one is tried. */
export interface JobHandler {
  run(payload: JsonValue, attempt: { number: number; last: boolean }): Promise<void>;
  retry: RetryPolicy;
}

export interface JobRunnerOptions {
  store: JobStore;
  clock: Clock;
  logger: Logger;
  /** Pause between polls when there is nothing to do (default 1 s). */
  pollMs?: number;
  /** How long a claim is held; a job whose worker died is claimed again after it (default 2 min). */
  leaseMs?: number;
  /** Jobs claimed and run at once (default 10). */
  batchSize?: number;
}

/**
 * Runs background jobs inside the server process: polls the queue, and at once when this
 * process enqueued something; runs the handler registered for each job's kind; retries a
 * failure with growing waits until the kind's deadline, then marks the job failed. Any
 * number of processes may run one each on the same database.
 */
export class JobRunner {
  readonly worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private tick: Promise<void> | null = null;
  private wokenWhileBusy = false;
  private stopped = true;
  private unsubscribe: () => void = () => undefined;
  /**
   * Runs a batch in the context the runner was made in. A wake-up comes from the request
   * that enqueued a job; its batch must not run as that request, whose deadline would stop
   * the batch's commits.
   */
  private readonly runScheduled = AsyncResource.bind(() => {
    this.tick = this.runBatch().finally(() => {
      this.tick = null;
    });
  });

  constructor(private readonly options: JobRunnerOptions) {
    this.pollMs = options.pollMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batchSize = options.batchSize ?? 10;
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.options.store.onEnqueued(() => this.wake());
    this.schedule(0);
  }

  /** Polls now instead of at the next interval (a job was just enqueued). */
  wake(): void {
    if (this.stopped) return;
    if (this.tick) this.wokenWhileBusy = true;
    else this.schedule(0);
  }

  /** Claims nothing more and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    clearTimeout(this.timer);
    await this.tick;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(this.runScheduled, delayMs);
  }

  private async runBatch(): Promise<void> {
    this.wokenWhileBusy = false;
    let claimed: Job[] = [];
    try {
      claimed = await this.options.store.claim({
        worker: this.worker,
        kinds: [...this.handlers.keys()],
        now: this.options.clock.now(),
        leaseMs: this.leaseMs,
        limit: this.batchSize,
      });
      await Promise.all(claimed.map((job) => this.runJob(job)));
    } catch (error) {
      this.options.logger.warn({ err: error }, 'job queue unavailable; polling again');
    }
    const more = claimed.length === this.batchSize || this.wokenWhileBusy;
    this.schedule(more ? 0 : this.pollMs);
  }

  private async runJob(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const { store, clock, logger } = this.options;
    const last = nextAttemptAt(job, clock.now(), handler.retry) === null;
    try {
      await handler.run(job.payload, { number: job.attempts, last });
      await store.complete(job.id, this.worker);
    } catch (error) {
      const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
      const context = { job: job.id, kind: job.kind, attempt: job.attempts, reason };
      if (last) {
        await store.fail(job.id, this.worker, reason);
        logger.error(context, 'job failed for good');
        return;
      }
      const deadline = new Date(job.createdAt.getTime() + handler.retry.deadlineMs);
      const retryAt = nextAttemptAt(job, clock.now(), handler.retry) ?? deadline;
      await store.retry(job.id, this.worker, retryAt, reason);
      logger.warn({ ...context, retryAt }, 'job failed; it will be retried');
    }
  }
}

/** Error texts (an SMTP server's answer) may name a person's address; logs never do. */
function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[address]').slice(0, 1_000);
}
