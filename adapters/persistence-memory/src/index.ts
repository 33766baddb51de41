import type { Clock, CurrentWorkScope, JobStore, MailMessage, UnitOfWork } from '@classroom/core';
import { memoryContext } from './memory-context';
import { MemoryJobStore } from './memory-job-store';
import { memoryRepositories, type MemoryRepositories } from './memory-repositories';
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
export { MemoryOutbox } from './memory-outbox';
export { MemoryIdempotencyKeyStore } from './memory-idempotency-key-store';
export { MemoryAuditLog } from './memory-audit-log';
export { MemoryJobStore } from './memory-job-store';
export { MemoryRateLimiter } from './memory-rate-limiter';
export { MemoryMailTransport } from './memory-mail-transport';
export { MemoryPaymentGateway } from './memory-payment-gateway';
export { FixedClock, SequentialCertificateNumbers, SequentialIdGenerator } from './memory-support';
export { MemoryCertificateRepository } from './memory-certificate.repository';
export { MemoryCredentialSigner, memoryStatusListEncoder } from './memory-credential-signer';
export { MemoryCertificatePdfRenderer } from './memory-certificate-pdf';
export { memoryCertification, type MemoryCertification } from './memory-certification';
export { copyTables, emptyTables, type MemoryTables } from './memory-tables';
export { memoryRepositories, type MemoryRepositories };

export type MemoryStore = MemoryRepositories & {
  unitOfWork: UnitOfWork;
  /** The job queue its outbox enqueues delivery jobs on. */
  jobs: JobStore;
  tables: MemoryTables;
};

/**
 * A whole in-memory store: repositories over one set of tables plus its unit of work and job
 * queue. `clock` dates outbox messages and jobs (default: the system clock); `currentScope`
 * names the request a unit of work runs for (see WorkScope).
 */
export function createMemoryStore(
  options: {
    clock?: Clock;
    currentScope?: CurrentWorkScope;
    /** Each queued message's subject, kept so the outbox is searched by it. */
    mailSubject?: (message: MailMessage) => string;
  } = {},
): MemoryStore {
  const tables = emptyTables();
  const context = memoryContext(options.clock, options.mailSubject);
  return {
    ...memoryRepositories(tables, context),
    unitOfWork: new MemoryUnitOfWork(tables, context, options.currentScope),
    jobs: new MemoryJobStore(tables, context),
    tables,
  };
}
export { MemoryMediaStorage, MemoryUploadStore } from './memory-media-storage';
