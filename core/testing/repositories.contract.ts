import { certificateRepositoryContract } from './certificate-repository.contract';
import { courseRepositoryContract } from './course-repository.contract';
import { courseSearchContract } from './course-search.contract';
import { enrollmentRepositoryContract } from './enrollment-repository.contract';
import { feedbackRepositoryContract } from './feedback-repository.contract';
import { idempotencyKeyStoreContract } from './idempotency-key-store.contract';
import { learningRepositoryContract } from './learning-repository.contract';
import { localAccountRepositoryContract } from './local-account-repository.contract';
import { mediaRepositoryContract } from './media-repository.contract';
import { moneyRepositoryContract } from './money-repository.contract';
import { reviewRepositoryContract } from './review-repository.contract';
import type { StoreFactory } from './store.contract';
import { subscriberRepositoryContract } from './subscriber-repository.contract';
import { unitOfWorkContract } from './unit-of-work.contract';
import { userRepositoryContract } from './user-repository.contract';

export type { ContractStore, StoreFactory } from './store.contract';

/** Every repository port's contract, written once and run against each adapter. */
export function repositoriesContract(factory: StoreFactory): void {
  userRepositoryContract(factory);
  courseRepositoryContract(factory);
  courseSearchContract(factory);
  enrollmentRepositoryContract(factory);
  feedbackRepositoryContract(factory);
  learningRepositoryContract(factory);
  certificateRepositoryContract(factory);
  unitOfWorkContract(factory);
  localAccountRepositoryContract(factory);
  subscriberRepositoryContract(factory);
  idempotencyKeyStoreContract(factory);
  mediaRepositoryContract(factory);
  moneyRepositoryContract(factory);
  reviewRepositoryContract(factory);
}
