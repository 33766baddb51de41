import { EnqueueListeners, type Clock, type MailMessage } from '@classroom/core';
import type { GroupCommit } from './group-commit';

/**
 * What every repository of one database shares: its clock, its enqueue listeners and, on
 * MySQL, the group commit of its busiest writes.
 */
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
  groupCommit?: GroupCommit;
}

export function knexContext(
  clock: Clock = { now: () => new Date() },
  mailSubject: (message: MailMessage) => string | null = () => null,
  groupCommit?: GroupCommit,
): KnexContext {
  const enqueued = new EnqueueListeners();
  return { clock, enqueued, afterEnqueue: () => enqueued.notify(), mailSubject, groupCommit };
}
