import type { Repositories, UnitOfWork } from '@classroom/core';
import { memoryRepositories } from './memory-repositories';
import { emptyTables, type MemoryTables } from './memory-tables';
import { MemoryUnitOfWork } from './memory-unit-of-work';

export { MemoryCourseRepository } from './memory-course.repository';
export { MemoryEnrollmentRepository } from './memory-enrollment.repository';
export { MemoryFeedbackRepository } from './memory-feedback.repository';
export { MemoryUserRepository } from './memory-user.repository';
export { MemoryLocalAccountRepository } from './memory-local-account.repository';
export { MemoryAccountTokenRepository } from './memory-account-token.repository';
export { MemoryProviderStateRepository } from './memory-provider-state.repository';
export { MemoryUnitOfWork } from './memory-unit-of-work';
export { MemoryPaymentGateway } from './memory-payment-gateway';
export { FixedClock, SequentialIdGenerator } from './memory-support';
export { copyTables, emptyTables, type MemoryTables } from './memory-tables';
export { memoryRepositories };

/** A whole in-memory store: repositories over one set of tables plus its unit of work. */
export function createMemoryStore(): Repositories & {
  unitOfWork: UnitOfWork;
  tables: MemoryTables;
} {
  const tables = emptyTables();
  return { ...memoryRepositories(tables), unitOfWork: new MemoryUnitOfWork(tables), tables };
}
