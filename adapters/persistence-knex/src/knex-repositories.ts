import type {
  AuditLogRepository,
  NotificationRepository,
  OutboxRepository,
  ProviderStateRepository,
  Repositories,
} from '@classroom/core';
import type { Knex } from 'knex';
import type { Dialect } from './dialect';
import { KnexAccountTokenRepository } from './knex-account-token.repository';
import { KnexAuditLog } from './knex-audit-log';
import { KnexCertificateRepository } from './knex-certificate.repository';
import type { KnexContext } from './knex-context';
import { KnexCourseRepository } from './knex-course.repository';
import { KnexCurriculumRepository } from './knex-curriculum.repository';
import { KnexLessonProgressRepository } from './knex-lesson-progress.repository';
import { KnexEnrollmentRepository } from './knex-enrollment.repository';
import { KnexFeedbackRepository } from './knex-feedback.repository';
import { KnexIdempotencyKeyStore } from './knex-idempotency-key-store';
import { KnexJobStore } from './knex-job-store';
import { KnexLocalAccountRepository } from './knex-local-account.repository';
import { KnexMediaAssetRepository } from './knex-media-asset.repository';
import { KnexOutbox } from './knex-outbox';
import { KnexProviderStateRepository } from './knex-provider-state.repository';
import { KnexSubscriberRepository } from './knex-subscriber.repository';
import { KnexUserRepository } from './knex-user.repository';
import { KnexDecisionRepository } from './knex-decision.repository';
import { KnexNotificationRepository } from './knex-notification.repository';
import { KnexRevisionRepository } from './knex-revision.repository';
import { KnexMoneyRepository } from './knex-money.repository';
import { KnexReviewRepository } from './knex-review.repository';

export interface KnexRepositories extends Repositories {
  outbox: OutboxRepository;
  audit: AuditLogRepository;
  notifications: NotificationRepository;
  /** The bundled OpenID provider's sessions, grants and tokens (table idp_state). */
  providerState: ProviderStateRepository;
}

/** Every repository over one connection pool or one transaction. */
export function knexRepositories(
  db: Knex | Knex.Transaction,
  dialect: Dialect,
  context: KnexContext,
): KnexRepositories {
  return {
    users: new KnexUserRepository(db, dialect),
    courses: new KnexCourseRepository(db, dialect),
    enrollments: new KnexEnrollmentRepository(db, dialect),
    feedback: new KnexFeedbackRepository(db),
    curricula: new KnexCurriculumRepository(db, dialect),
    lessonProgress: new KnexLessonProgressRepository(
      db,
      dialect,
      db.isTransaction ? undefined : context.groupCommit,
    ),
    subscribers: new KnexSubscriberRepository(db),
    outbox: new KnexOutbox(db, dialect, context),
    audit: new KnexAuditLog(db, context),
    certificates: new KnexCertificateRepository(db),
    localAccounts: new KnexLocalAccountRepository(db),
    accountTokens: new KnexAccountTokenRepository(db),
    providerState: new KnexProviderStateRepository(db),
    idempotencyKeys: new KnexIdempotencyKeyStore(db),
    mediaAssets: new KnexMediaAssetRepository(db, dialect),
    jobs: new KnexJobStore(db, dialect, context),
    decisions: new KnexDecisionRepository(db),
    revisions: new KnexRevisionRepository(db),
    notifications: new KnexNotificationRepository(db, context),
    money: new KnexMoneyRepository(db, dialect),
    reviews: new KnexReviewRepository(db, dialect),
  };
}
