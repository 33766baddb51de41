import type { Repositories } from '@classroom/core';
import { MemoryAccountTokenRepository } from './memory-account-token.repository';
import { MemoryCourseRepository } from './memory-course.repository';
import { MemoryEnrollmentRepository } from './memory-enrollment.repository';
import { MemoryFeedbackRepository } from './memory-feedback.repository';
import { MemoryLocalAccountRepository } from './memory-local-account.repository';
import type { MemoryTables } from './memory-tables';
import { MemoryUserRepository } from './memory-user.repository';

export function memoryRepositories(tables: MemoryTables): Repositories {
  return {
    users: new MemoryUserRepository(tables),
    courses: new MemoryCourseRepository(tables),
    enrollments: new MemoryEnrollmentRepository(tables),
    feedback: new MemoryFeedbackRepository(tables),
    localAccounts: new MemoryLocalAccountRepository(tables.localAccounts),
    accountTokens: new MemoryAccountTokenRepository(tables.accountTokens),
  };
}
