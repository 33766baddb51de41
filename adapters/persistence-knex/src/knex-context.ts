import { EnqueueListeners, type Clock } from '@classroom/core';

/** What every repository of one database shares: its clock and its enqueue listeners. */
export interface KnexContext {
  clock: Clock;
  enqueued: EnqueueListeners;
  /** Called when a job is enqueued: at once on the pool, after commit inside a transaction. */
  afterEnqueue(): void;
}

export function knexContext(clock: Clock = { now: () => new Date() }): KnexContext {
  const enqueued = new EnqueueListeners();
  return { clock, enqueued, afterEnqueue: () => enqueued.notify() };
}
