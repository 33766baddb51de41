import { AsyncLocalStorage } from 'node:async_hooks';
import { DeadlinePassedError, type IdempotencyClaim, type WorkScope } from '@classroom/core';

/**
 * One API request as the stores' units of work see it: its deadline, a commit in flight, and
 * the Idempotency-Key its create is to write.
 */
export class RequestScope implements WorkScope {
  pendingClaim: IdempotencyClaim | undefined;
  /** Whether a commit of this request wrote its key. */
  claimed = false;
  private commits = 0;

  /** `due`: the time (ms since the epoch) at which the request is answered 503. */
  constructor(readonly due: number) {}

  isPastDue(now = Date.now()): boolean {
    return now >= this.due;
  }

  /** A commit is in flight: the deadline waits for it. */
  get committing(): boolean {
    return this.commits > 0;
  }

  beginCommit(): () => void {
    // The clock, not the deadline's timer, decides: a loop blocked past the deadline (a
    // synchronous SQLite busy wait) has not run the timer yet, and its caller will get 503.
    if (this.isPastDue()) throw new DeadlinePassedError();
    this.commits += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.commits -= 1;
    };
  }

  claimWritten(): void {
    this.pendingClaim = undefined;
    this.claimed = true;
  }
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as the request `scope`: the units of work it starts see that scope. */
export function runInScope<T>(scope: RequestScope, work: () => Promise<T>): Promise<T> {
  return scopes.run(scope, work);
}

/**
 * The API request running now, if any. The composition root hands this to the stores, as
 * the core's CurrentWorkScope.
 */
export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}
