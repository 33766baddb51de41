// Test data builders (Object Mothers) for the core's entities. Pure: no adapter behind them,
// so any adapter's tests may use them.
export { actorOf } from './actor.mother';
export { aCourse, anApprovedCourse, courseInput } from './course.mother';
export {
  aRejectedApplicant,
  aUser,
  anAdmin,
  anApplicant,
  anApprovedInstructor,
  type UserOverrides,
} from './user.mother';
export {
  RIGHT_ANSWERS,
  aFileDraft,
  aQuizDraft,
  aVideoDraft,
  anArticleDraft,
} from './learning.mother';
export { aCourseWithLessons, enroll, givenLessonAssets } from './learning-world';
export { settled } from './settled';
export {
  aPayingReviewer,
  aReviewableCourse,
  anotherReviewer,
  buyAgain,
  refundAtProcessor,
  type TestProcessor,
} from './review-world';
export { aMediaAsset, aVariant, anUploadingAsset, type MediaOverrides } from './media.mother';
export { aStudentWithTwoPayments } from './payments-world';
export { aPayment, anEnrollment } from './fixtures.contract';
export { aCompletedCourse } from './certificate-world';
export { aCertificate } from './certificate.mother';
export { mailbox, storedMailbox, type Mailbox } from './mailbox';
export { plainMailRenderer } from './plain-mail-renderer';
export { testMailUseCases } from './test-mail-use-cases';
// The cases the approve and reject use cases share, each run for its own decision.
export { REJECTION, applicationDecisionCases, courseDecisionCases } from './admin-decision.cases';

export {
  applicationMachineProperty,
  courseMachineProperty,
  type MachineCore,
  type MachineCoreFactory,
} from './editorial-machines';

// The contract suites: every adapter of a port runs the same one.
export {
  repositoriesContract,
  type ContractStore,
  type StoreFactory,
} from './repositories.contract';
export {
  providerStateRepositoryContract,
  type ProviderStateFactory,
} from './provider-state.contract';
export { jobStoreContract } from './job-store.contract';
export { rateLimiterContract, type RateLimiterFactory } from './rate-limiter.contract';
export { contractWorkScope } from './work-scope';
export { outboxContract } from './outbox.contract';
export { auditLogContract, type AuditStore, type AuditStoreFactory } from './audit-log.contract';
export { type MailStore, type MailStoreFactory } from './mail-store.contract';
export {
  processorIntentsContract,
  type ProcessorIntentsFactory,
} from './processor-intents.contract';
export { mediaStorageContract, type MediaStorageFactory } from './media-storage.contract';
export { fakeImageProcessor, fakeVideoProcessor } from './media-fakes';
