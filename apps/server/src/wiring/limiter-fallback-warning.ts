import type { Logger } from 'pino';

const QUIET_MS = 60_000;

/**
 * What to do when a rate limiter could not reach the database and counted in this process
 * instead: warn, at most once a minute, since an outage would otherwise log every request.
 */
export function limiterFallbackWarning(logger: Logger, now: () => number = Date.now) {
  let lastWarning = -Infinity;
  return () => {
    if (now() - lastWarning < QUIET_MS) return;
    lastWarning = now();
    logger.warn(
      { component: 'rate-limits' },
      'rate limits could not reach the database: counting in this process until it answers',
    );
  };
}
