// The core's only public entry.
export * from './shared/actor';
export * from './shared/domain-error';
export * from './shared/email';
export * from './shared/error-codes';
export * from './shared/errors';
export * from './shared/http-url';
export * from './shared/idempotency-key';
export * from './shared/idempotency-key-store.port';
export * from './shared/money';
export * from './shared/options';
export * from './shared/paging';
export * from './shared/ports';
export * from './shared/rate-limiter.port';
export * from './shared/unit-of-work.port';
export * from './shared/validation';

export * from './accounts/user.entity';
export * from './accounts/user.errors';
export * from './accounts/user.repository.port';
export type { ProfileInput } from './accounts/profile-input';
export type { UpdateProfileInput } from './accounts/update-profile/update-profile.use-case';
export type { AuthenticatedIdentity } from './accounts/sign-in/sign-in-user.use-case';
export type { ApplicationInput } from './accounts/apply-as-instructor/apply-as-instructor.use-case';
export type { AccessFlags } from './accounts/get-access-flags/get-access-flags.use-case';
export type { OwnApplication } from './accounts/get-own-application/get-own-application.use-case';
export { USERS_PAGE_SIZE } from './accounts/list-users/list-users.use-case';

export * from './catalog/course.entity';
export * from './catalog/course.errors';
export * from './catalog/course.repository.port';
export * from './catalog/course-details';
export * from './catalog/feedback';
export { CATALOG_PAGE } from './catalog/catalog-paging';
export {
  MAX_SEARCH_LENGTH,
  type SearchCoursesInput,
} from './catalog/search-courses/search-courses.use-case';
export {
  SUGGESTIONS,
  type CourseSuggestion,
} from './catalog/suggest-courses/suggest-courses.use-case';
export * from './catalog/course-query';
export * from './reviews/review';
export * from './reviews/review.errors';
export * from './reviews/review-input';
export * from './reviews/review.repository.port';
export { createReviewUseCases } from './reviews/review-use-cases';
export { REVIEWS_PAGE, type ReviewStanding } from './reviews/list-reviews/list-reviews.use-cases';
export type { PlatformStats } from './catalog/get-platform-stats/get-platform-stats.use-case';

export * from './enrollment/enrollment.errors';
export * from './enrollment/enrollment.repository.port';
export * from './enrollment/payment';
export * from './enrollment/payment-gateway.port';
export * from './enrollment/processor-intent.repository.port';
export type { Checkout } from './enrollment/start-checkout/start-checkout.use-case';
export type { EnrollmentOutcome } from './enrollment/enroll-after-payment';
export type { HandledEvent } from './enrollment/handle-payment-event/handle-payment-event.use-case';
export {
  PAYMENT_RECONCILE_JOB,
  RECONCILE_AFTER_MS,
  type Reconciliation,
} from './enrollment/reconcile-payment/reconcile-payment.use-case';

export * from './identity/local-account.entity';
export * from './identity/local-account.errors';
export * from './identity/local-account.repository.port';
export * from './identity/account-token';
export * from './identity/password-hasher.port';
export * from './identity/provider-state.repository.port';
export * from './shared/input-rules';
export type { RegistrationInput } from './identity/register-local-account/register-local-account.use-case';
export type {
  CredentialsInput,
  SignedIn,
} from './identity/verify-local-credentials/verify-local-credentials.use-case';
export type { ChangePasswordInput } from './identity/change-password/change-password.use-case';
export * from './identity/identity-use-cases';

export * from './use-cases';
export * from './money/index';

export * from './learning/course-completion';
export * from './learning/course-outline';
export * from './learning/course-learners';
export type { CourseLearners } from './learning/course-learners/get-course-learners.use-case';
export * from './learning/curriculum';
export * from './learning/lesson-summary';
export * from './learning/curriculum.repository.port';
export * from './learning/enrollment-progress';
export * from './learning/learner-access';
export * from './learning/learning.errors';
export * from './learning/lesson-content';
export * from './learning/lesson-draft';
export * from './learning/lesson-limits';
export * from './learning/lesson-progress';
export * from './learning/lesson-progress.repository.port';
export * from './learning/lesson-standing';
export * from './learning/quiz-attempt';
export * from './learning/second-ranges';
export * from './learning/video-links';
export type { LessonView } from './learning/take-course/open-lesson.use-case';
export type { QuizResult } from './learning/take-course/submit-quiz-attempt.use-case';
export {
  createLearningUseCases,
  type LearningDependencies,
  type LearningUseCases,
} from './learning/learning-use-cases';

export * from './mail/mail-message';
export * from './mail/mail-secrets';
export * from './mail/outbox.port';
export * from './mail/outbox-message';
export * from './mail/outbox-repository.port';
export * from './mail/mail-renderer.port';
export * from './mail/mail-transport.port';
export * from './mail/mail-use-cases';
export type { DeliveryOutcome } from './mail/deliver-mail/deliver-mail.use-case';
export { OUTBOX_PAGE_SIZE, type OutboxEntry } from './mail/list-outbox/list-outbox.use-case';
export type { ReadableOutboxMessage } from './mail/read-outbox-message/read-outbox-message.use-case';

export * from './editorial/rejection-rubric';
export * from './editorial/decision-reason';
export * from './editorial/course-snapshot';
export * from './editorial/course-diff';
export * from './editorial/editorial-decision';
export * from './editorial/decision.repository.port';
export * from './editorial/course-revision';
export * from './editorial/revision.repository.port';
export * from './editorial/editorial.errors';
export { tellOfNewReview } from './notifications/notify';
export type { CourseReview } from './editorial/get-course-review/get-course-review.use-case';
export type {
  AdminOverview,
  ServerNotice,
} from './editorial/get-admin-overview/get-admin-overview.use-case';
export { OVERVIEW_DAYS } from './editorial/get-admin-overview/get-admin-overview.use-case';
export {
  DASHBOARD_SEARCH_LIMIT,
  type DashboardSearch,
} from './editorial/search-dashboard/search-dashboard.use-case';
export type { DecidedPage } from './editorial/tables/table-use-cases';
export * from './shared/table-page';
export * from './shared/table-options';
export * from './notifications/notification';
export * from './notifications/notification.repository.port';
export { NOTIFICATIONS_PAGE } from './notifications/read-notifications/read-notifications.use-cases';

export * from './audit/audit-kinds';
export * from './audit/audit-entry';
export * from './audit/audit-log.port';
export {
  AUDIT_PAGE_SIZE,
  type AuditLogQuery,
} from './audit/list-audit-log/list-audit-log.use-case';
export { AUDIT_PEOPLE_LIMIT } from './audit/list-audit-people/list-audit-people.use-case';

export * from './media/media-rules';
export * from './media/media-asset';
export * from './media/media.errors';
export * from './media/media-asset.repository.port';
export * from './media/media-usage';
export { assertLessonAssets } from './media/lesson-assets';
export * from './media/media-storage.port';
export * from './media/media-processors.port';
export * from './media/media-jobs';
export type { MediaDependencies } from './media/media-dependencies';
export { createMediaUseCases, type MediaUseCases } from './media/media-use-cases';
export { parseUploadName } from './media/upload-name';
export type { LessonMedia } from './media/get-lesson-media/get-lesson-media.use-case';
export type { Picture, PictureRequest } from './media/get-picture/get-picture.use-case';
export type { StartUploadInput } from './media/start-upload/start-upload.use-case';
export type { ProcessOutcome } from './media/process-media/process-media.use-case';
export {
  MEDIA_PAGE_SIZE,
  type LibraryEntry,
} from './media/list-media-library/list-media-library.use-case';

export * from './jobs/job';
export * from './jobs/job-queue.port';
export * from './jobs/job-retry';
export * from './jobs/enqueue-listeners';
export * from './newsletter/subscriber.repository.port';
export { CONTACT_LIMITS } from './support/contact-limits';
export type { ContactInput } from './support/contact-support/contact-support.use-case';

export * from './certification/certificate.entity';
export * from './certification/certificate.errors';
export * from './certification/certificate.repository.port';
export * from './certification/certificate-issuer';
export * from './certification/certificate-numbers.port';
export * from './certification/certificate-pdf.port';
export * from './certification/credential-signer.port';
export * from './certification/certification-dependencies';
export * from './certification/certification-use-cases';
export * from './certification/open-badge-credential';
export * from './certification/status-list';
export type { Verification } from './certification/verify-certificate/verify-certificate.use-case';
export type { IssuerKeys } from './certification/issuer-keys/get-issuer-keys.use-case';
export type { RevokeCertificateInput } from './certification/revoke-certificate/revoke-certificate.use-case';
export {
  revokeEnrollmentCertificate,
  revokeIn,
} from './certification/revoke-certificate/revoke-certificate';
