import { EnqueueListeners, type Clock, type MailMessage } from '@classroom/core';

/** What every repository of one database shares: its clock and its enqueue listeners. */
export interface KnexContext {
  clock: Clock;
  enqueued: EnqueueListeners;
  /** Called when a job is enqueued: at once on the pool, after commit inside a transaction. */
  afterEnqueue(): void;
  /**
   * A message's subject, kept with it so the outbox is searched by it; null when no renderer
   * was given (the message is then found by its recipient only).
   */
  mailSubject(message: MailMessage): string | null;
}

export function knexContext(
  clock: Clock = { now: () => new Date() },
  mailSubject: (message: MailMessage) => string | null = () => null,
): KnexContext {
  const enqueued = new EnqueueListeners();
  return { clock, enqueued, afterEnqueue: () => enqueued.notify(), mailSubject };
}
