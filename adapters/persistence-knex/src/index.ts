export { createDatabase, type Database, type Dialect, type PoolStats } from './create-database';
export { parseDatabaseUrl, type DatabaseTarget } from './database-url';
export { knexRepositories, type KnexRepositories } from './knex-repositories';
export { KnexUserRepository } from './knex-user.repository';
export { KnexCourseRepository } from './knex-course.repository';
export { KnexEnrollmentRepository } from './knex-enrollment.repository';
export { KnexFeedbackRepository } from './knex-feedback.repository';
export { KnexLocalAccountRepository } from './knex-local-account.repository';
export {
  KnexProviderStateRepository,
  type ProviderStateSweep,
} from './knex-provider-state.repository';
export { KnexUnitOfWork } from './knex-unit-of-work';
export { KnexJobStore } from './knex-job-store';
export { KnexProcessorIntentRepository } from './knex-processor-intent.repository';
export { type SharedLimiterFactory, type SharedLimiterOptions } from './knex-rate-limiters';
export { KnexOutbox } from './knex-outbox';
export { KnexAuditLog } from './knex-audit-log';
export { knexContext, type KnexContext } from './knex-context';
export { migrationSource, migrationsWith } from './migrations/migration-source';
export { SEARCH_CANDIDATES } from './course-search';
export { indexCourseWords } from './course-words';
export { indexSearchTerms } from './search-terms';
export { sqliteClient } from './sqlite-client';
