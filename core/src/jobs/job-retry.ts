export interface RetryPolicy {
  /** The wait after the first failure; it doubles after each further one. */
  backoffBaseMs: number;
  /** The longest wait between two attempts. */
  backoffMaxMs: number;
  /** How long after it was created a job is still tried. */
  deadlineMs: number;
}

/** Waits 30 s, 1 min, 2 min ... up to an hour between attempts, for a day. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  deadlineMs: 24 * 60 * 60_000,
};

/** The wait after the `attempts`-th failed attempt (1-based). */
export function backoffMs(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** Math.min(exponent, 40));
}

/**
 * When to try a job again should this attempt fail, or null when this is its last attempt:
 * the next one would start after the deadline.
 */
export function nextAttemptAt(
  job: { attempts: number; createdAt: Date },
  now: Date,
  policy: RetryPolicy,
): Date | null {
  const next = now.getTime() + backoffMs(job.attempts, policy);
  return next > job.createdAt.getTime() + policy.deadlineMs ? null : new Date(next);
}
