import { EnqueueListeners, type Clock, type MailMessage } from '@classroom/core';

/** What every repository of one memory store shares: its clock and its enqueue listeners. */
export interface MemoryContext {
  clock: Clock;
  enqueued: EnqueueListeners;
  /** Called when a job is enqueued: at once outside a transaction, after commit inside one. */
  afterEnqueue(): void;
  /**
   * A message's subject, kept with it so the outbox is searched by it; null when no renderer
   * was given (the message is then found by its recipient only).
   */
  mailSubject(message: MailMessage): string | null;
}

export function memoryContext(
  clock: Clock = { now: () => new Date() },
  mailSubject: (message: MailMessage) => string | null = () => null,
): MemoryContext {
  const enqueued = new EnqueueListeners();
  return { clock, enqueued, afterEnqueue: () => enqueued.notify(), mailSubject };
}

let sequence = 0;

/** Ids unique in this process that sort in creation order: "job-000000000001". */
export function nextMemoryId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${String(sequence).padStart(12, '0')}`;
}
