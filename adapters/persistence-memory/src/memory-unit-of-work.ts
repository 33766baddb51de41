import type { Repositories, UnitOfWork } from '@classroom/core';
import { copyTables, replaceTables, type MemoryTables } from './memory-tables';
import { memoryRepositories } from './memory-repositories';

/**
 * Runs each transaction alone on a copy of the tables and commits the copy only when the
 * work succeeds. Writes made outside a transaction while one runs are not merged: the
 * memory adapter serves tests and demos, not concurrent production traffic.
 */
export class MemoryUnitOfWork implements UnitOfWork {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly tables: MemoryTables) {}

  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const copy = copyTables(this.tables);
      const result = await work(memoryRepositories(copy));
      replaceTables(this.tables, copy);
      return result;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
