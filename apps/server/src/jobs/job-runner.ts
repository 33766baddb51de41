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
  /**
   * At most this many of the kind run at once in this process, apart from the other kinds
   * (pictures: one per core). Without it the kind shares `batchSize` with the others.
   */
  concurrency?: number;
}

export interface JobRunnerOptions {
  store: JobStore;
  clock: Clock;
  logger: Logger;
  /** Pause between polls when there is nothing to do (default 1 s). */
  pollMs?: number;
  /** How long a claim is held; a job whose worker died is claimed again after it (default 2 min). */
  leaseMs?: number;
  /** Jobs of the kinds without a concurrency of their own run at once (default 10). */
  batchSize?: number;
}

/**
 * Runs background jobs inside the server process: polls the queue, and at once when this
 * process enqueued something or a job in hand finished; runs the handler registered for each
 * job's kind; retries a failure with growing waits until the kind's deadline, then marks the
 * job failed. It claims only what it has room for: a kind with a concurrency of its own up to
 * it, the others up to `batchSize` together, so a long job holds its own slot, never the
 * queue. Any number of processes may run one each on the same database.
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
  /** How many jobs of each kind run now, and the jobs in hand until they are settled. */
  private readonly running = new Map<string, number>();
  private readonly inHand = new Set<Promise<void>>();
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
    await Promise.all(this.inHand);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(this.runScheduled, delayMs);
  }

  /** Claims what there is room for and starts it; the jobs run on after the batch. */
  private async runBatch(): Promise<void> {
    this.wokenWhileBusy = false;
    let more = false;
    const room = this.room();
    try {
      if (room) {
        const claimed = await this.options.store.claim({
          worker: this.worker,
          kinds: room.kinds,
          now: this.options.clock.now(),
          leaseMs: this.leaseMs,
          limit: room.limit,
        });
        for (const job of claimed) this.launch(job);
        more = claimed.length === room.limit;
      }
    } catch (error) {
      this.options.logger.warn({ err: error }, 'job queue unavailable; polling again');
    }
    this.schedule(more || this.wokenWhileBusy ? 0 : this.pollMs);
  }

  /**
   * The kinds with a free slot, and how many jobs one claim may take: the fewest free slots
   * among them, so that no kind gets more than it has room for. One claim a poll, as when
   * idle; while it finds work it claims again at once.
   */
  private room(): { kinds: string[]; limit: number } | null {
    const kinds: string[] = [];
    const shared: string[] = [];
    let sharedRunning = 0;
    let limit = this.batchSize;
    for (const [kind, handler] of this.handlers) {
      const running = this.running.get(kind) ?? 0;
      if (handler.concurrency === undefined) {
        shared.push(kind);
        sharedRunning += running;
      } else if (running < handler.concurrency) {
        kinds.push(kind);
        limit = Math.min(limit, handler.concurrency - running);
      }
    }
    if (shared.length > 0 && sharedRunning < this.batchSize) {
      kinds.push(...shared);
      limit = Math.min(limit, this.batchSize - sharedRunning);
    }
    return kinds.length > 0 ? { kinds, limit } : null;
  }

  private launch(job: Job): void {
    this.running.set(job.kind, (this.running.get(job.kind) ?? 0) + 1);
    const done: Promise<void> = this.runJob(job)
      .catch((error: unknown) =>
        this.options.logger.warn({ err: error, job: job.id }, 'job not settled; its lease ends it'),
      )
      .finally(() => {
        this.running.set(job.kind, this.running.get(job.kind)! - 1);
        this.inHand.delete(done);
        this.wake();
      });
    this.inHand.add(done);
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
