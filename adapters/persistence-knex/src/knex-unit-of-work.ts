import type { CurrentWorkScope, Repositories, SingleWrite, UnitOfWork } from '@classroom/core';
import type { Knex } from 'knex';
import type { Dialect } from './dialect';
import type { KnexContext } from './knex-context';
import { isRetryableTransactionError } from './driver-errors';
import { knexRepositories } from './knex-repositories';

const ATTEMPTS = 5;

/**
 * One knex transaction per unit of work, with repositories bound to it. A transaction the
 * database aborted as a deadlock victim or after a lock wait timeout runs again, a few
 * times, after a short random pause. Jobs it enqueued are announced once it has committed.
 * Run for a request, it writes the request's Idempotency-Key with the work and commits only
 * before the request's deadline: a request answered 503 leaves nothing behind. A single write
 * (a compare-and-set on a hot path) runs on a pooled connection and commits by itself.
 */
export class KnexUnitOfWork implements UnitOfWork {
  private pooled: Repositories | undefined;

  constructor(
    private readonly knex: Knex,
    private readonly dialect: Dialect,
    private readonly context: KnexContext,
    private readonly currentScope: CurrentWorkScope = () => undefined,
  ) {}

  async transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const scope = this.currentScope();
    for (let attempt = 1; ; attempt += 1) {
      let endCommit: (() => void) | undefined;
      try {
        let enqueued = false;
        const context = { ...this.context, afterEnqueue: () => (enqueued = true) };
        const claim = scope?.pendingClaim;
        const result = await this.knex.transaction(async (trx) => {
          const repositories = knexRepositories(trx, this.dialect, context);
          const value = await work(repositories);
          if (claim) await repositories.idempotencyKeys.claim(claim);
          // Knex commits once this returns; past the deadline this throws and it rolls back.
          endCommit = scope?.beginCommit();
          return value;
        });
        endCommit?.();
        if (claim) scope?.claimWritten();
        if (enqueued) this.context.afterEnqueue();
        return result;
      } catch (error) {
        endCommit?.();
        if (attempt >= ATTEMPTS || !isRetryableTransactionError(error)) throw error;
        await pause(10 * 2 ** attempt * Math.random());
      }
    }
  }

  singleWrite(): SingleWrite | null {
    const scope = this.currentScope();
    if (scope?.pendingClaim) return null;
    this.pooled ??= knexRepositories(this.knex, this.dialect, this.context);
    return {
      repositories: this.pooled,
      async commit<T>(write: () => Promise<T>): Promise<T> {
        const endCommit = scope?.beginCommit();
        try {
          return await write();
        } finally {
          endCommit?.();
        }
      },
    };
  }
}

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
