import { EnqueueListeners, type Clock } from '@classroom/core';

/** What every repository of one memory store shares: its clock and its enqueue listeners. */
export interface MemoryContext {
  clock: Clock;
  enqueued: EnqueueListeners;
  /** Called when a job is enqueued: at once outside a transaction, after commit inside one. */
  afterEnqueue(): void;
}

export function memoryContext(clock: Clock = { now: () => new Date() }): MemoryContext {
  const enqueued = new EnqueueListeners();
  return { clock, enqueued, afterEnqueue: () => enqueued.notify() };
}

let sequence = 0;

/** Ids unique in this process that sort in creation order: "job-000000000001". */
export function nextMemoryId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${String(sequence).padStart(12, '0')}`;
}
