import type { Repositories, UnitOfWork } from '../src/index';

/** A store under contract test: every repository port plus the unit of work over them. */
export interface ContractStore extends Repositories {
  unitOfWork: UnitOfWork;
}

/** Gives a fresh, empty store for each test, and releases it afterwards. */
export interface StoreFactory {
  open(): Promise<ContractStore>;
  close?(store: ContractStore): Promise<void>;
}
