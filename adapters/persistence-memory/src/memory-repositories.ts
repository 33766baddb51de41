import type {
  AuditLogRepository,
  NotificationRepository,
  OutboxRepository,
  Repositories,
} from '@classroom/core';
import { MemoryDecisionRepository } from './memory-decision.repository';
import { MemoryNotificationRepository } from './memory-notification.repository';
import { MemoryRevisionRepository } from './memory-revision.repository';
import { MemoryReviewRepository } from './memory-review.repository';
import { MemoryAccountTokenRepository } from './memory-account-token.repository';
import { MemoryAuditLog } from './memory-audit-log';
import { MemoryCertificateRepository } from './memory-certificate.repository';
import type { MemoryContext } from './memory-context';
import { MemoryCourseRepository } from './memory-course.repository';
import { MemoryCurriculumRepository } from './memory-curriculum.repository';
import { MemoryLessonProgressRepository } from './memory-lesson-progress.repository';
import { MemoryEnrollmentRepository } from './memory-enrollment.repository';
import { MemoryFeedbackRepository } from './memory-feedback.repository';
import { MemoryIdempotencyKeyStore } from './memory-idempotency-key-store';
import { MemoryJobStore } from './memory-job-store';
import { MemoryLocalAccountRepository } from './memory-local-account.repository';
import { MemoryMediaAssetRepository } from './memory-media-asset.repository';
import { MemoryOutbox } from './memory-outbox';
import type { MemoryTables } from './memory-tables';
import { MemorySubscriberRepository } from './memory-subscriber.repository';
import { MemoryUserRepository } from './memory-user.repository';
import { MemoryMoneyRepository } from './memory-money.repository';

export type MemoryRepositories = Repositories & {
  outbox: OutboxRepository;
  audit: AuditLogRepository;
  notifications: NotificationRepository;
};

export function memoryRepositories(
  tables: MemoryTables,
  context: MemoryContext,
): MemoryRepositories {
  return {
    users: new MemoryUserRepository(tables),
    courses: new MemoryCourseRepository(tables),
    enrollments: new MemoryEnrollmentRepository(tables),
    feedback: new MemoryFeedbackRepository(tables),
    curricula: new MemoryCurriculumRepository(tables),
    lessonProgress: new MemoryLessonProgressRepository(tables),
    subscribers: new MemorySubscriberRepository(tables.subscribers),
    localAccounts: new MemoryLocalAccountRepository(tables.localAccounts),
    accountTokens: new MemoryAccountTokenRepository(tables.accountTokens),
    outbox: new MemoryOutbox(tables, context),
    idempotencyKeys: new MemoryIdempotencyKeyStore(tables.idempotencyKeys),
    audit: new MemoryAuditLog(tables, context),
    mediaAssets: new MemoryMediaAssetRepository(tables),
    jobs: new MemoryJobStore(tables, context),
    certificates: new MemoryCertificateRepository(tables.certificates),
    decisions: new MemoryDecisionRepository(tables),
    revisions: new MemoryRevisionRepository(tables),
    notifications: new MemoryNotificationRepository(tables, context),
    money: new MemoryMoneyRepository(tables),
    reviews: new MemoryReviewRepository(tables),
  };
}
