import type { Clock, JobStore, OutboxRepository, UnitOfWork } from '../src/index';

/** A store's job queue and outbox under contract test, with the unit of work over them. */
export interface MailStore {
  jobs: JobStore;
  outbox: OutboxRepository;
  unitOfWork: UnitOfWork;
}

/**
 * Gives a fresh, empty store dated by `clock` for each test, and releases it afterwards. Its
 * outbox keeps the subjects of `plainMailRenderer`.
 */
export interface MailStoreFactory {
  open(clock: Clock): Promise<MailStore>;
  close?(store: MailStore): Promise<void>;
}

/** A clock the contract moves by hand; times are whole milliseconds, as every store keeps them. */
export class ContractClock implements Clock {
  private current = Date.UTC(2026, 0, 15, 10, 0, 0);

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  at(milliseconds: number): Date {
    return new Date(this.current + milliseconds);
  }
}
