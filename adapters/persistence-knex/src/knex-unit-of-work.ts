import type { Repositories, UnitOfWork } from '@classroom/core';
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
 */
export class KnexUnitOfWork implements UnitOfWork {
  constructor(
    private readonly knex: Knex,
    private readonly dialect: Dialect,
    private readonly context: KnexContext,
  ) {}

  async transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        let enqueued = false;
        const context = { ...this.context, afterEnqueue: () => (enqueued = true) };
        const result = await this.knex.transaction((trx) =>
          work(knexRepositories(trx, this.dialect, context)),
        );
        if (enqueued) this.context.afterEnqueue();
        return result;
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryableTransactionError(error)) throw error;
        await pause(10 * 2 ** attempt * Math.random());
      }
    }
  }
}

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
