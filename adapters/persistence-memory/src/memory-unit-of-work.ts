import type { CurrentWorkScope, Repositories, SingleWrite, UnitOfWork } from '@classroom/core';
import type { MemoryContext } from './memory-context';
import { commitChanges, copyTables, type MemoryTables } from './memory-tables';
import { memoryRepositories } from './memory-repositories';

/**
 * Runs each transaction alone on a copy of the tables and, only when the work succeeds,
 * commits the rows it changed. Writes made outside a transaction meanwhile are kept (last
 * writer wins per row): the memory adapter serves tests and demos, not production traffic.
 * Jobs it enqueued are announced once it has committed. Run for a request, it commits only
 * before the request's deadline, with the request's Idempotency-Key.
 */
export class MemoryUnitOfWork implements UnitOfWork {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly tables: MemoryTables,
    private readonly context: MemoryContext,
    private readonly currentScope: CurrentWorkScope = () => undefined,
  ) {}

  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const scope = this.currentScope();
    const run = this.queue.then(async () => {
      const base = copyTables(this.tables);
      const copy = copyTables(this.tables);
      let enqueued = false;
      const repositories = memoryRepositories(copy, {
        ...this.context,
        afterEnqueue: () => (enqueued = true),
      });
      const result = await work(repositories);
      const claim = scope?.pendingClaim;
      if (claim) await repositories.idempotencyKeys.claim(claim);
      const endCommit = scope?.beginCommit();
      commitChanges(this.tables, base, copy);
      endCommit?.();
      if (claim) scope?.claimWritten();
      if (enqueued) this.context.afterEnqueue();
      return result;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The live tables; the write waits for the transaction running now, as a row lock would. */
  singleWrite(): SingleWrite | null {
    const scope = this.currentScope();
    if (scope?.pendingClaim) return null;
    return {
      repositories: memoryRepositories(this.tables, this.context),
      commit: <T>(write: () => Promise<T>) => {
        const run = this.queue.then(async () => {
          const endCommit = scope?.beginCommit();
          try {
            return await write();
          } finally {
            endCommit?.();
          }
        });
        this.queue = run.catch(() => undefined);
        return run;
      },
    };
  }
}
