import type { LocalAccountRepository, Repositories, UnitOfWork } from '../src/index';

/** A store under contract test: every repository port plus the unit of work over them. */
export interface ContractStore extends Repositories {
  unitOfWork: UnitOfWork;
  /** Present when the adapter also stores bundled-provider accounts. */
  localAccounts?: LocalAccountRepository;
}

/** Gives a fresh, empty store for each test, and releases it afterwards. */
export interface StoreFactory {
  open(): Promise<ContractStore>;
  close?(store: ContractStore): Promise<void>;
}
