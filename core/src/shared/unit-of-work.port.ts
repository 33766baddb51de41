import type { UserRepository } from '../accounts/user.repository.port';
import type { AuditLog } from '../audit/audit-log.port';
import type { CertificateRepository } from '../certification/certificate.repository.port';
import type { CourseRepository } from '../catalog/course.repository.port';
import type { DecisionRepository } from '../editorial/decision.repository.port';
import type { ReviewRepository } from '../reviews/review.repository.port';
import type { RevisionRepository } from '../editorial/revision.repository.port';
import type { NotificationInbox } from '../notifications/notification.repository.port';
import type { FeedbackRepository } from '../catalog/feedback';
import type { EnrollmentRepository } from '../enrollment/enrollment.repository.port';
import type { CurriculumRepository } from '../learning/curriculum.repository.port';
import type { LessonProgressRepository } from '../learning/lesson-progress.repository.port';
import type { JobQueue } from '../jobs/job-queue.port';
import type { MediaAssetRepository } from '../media/media-asset.repository.port';
import type { AccountTokenRepository } from '../identity/account-token';
import type { LocalAccountRepository } from '../identity/local-account.repository.port';
import type { Outbox } from '../mail/outbox.port';
import type { SubscriberRepository } from '../newsletter/subscriber.repository.port';
import type { MoneyRepository } from '../money/money.repository.port';
import type { IdempotencyClaim } from './idempotency-key';
import type { IdempotencyKeyStore } from './idempotency-key-store.port';

export interface Repositories {
  users: UserRepository;
  courses: CourseRepository;
  enrollments: EnrollmentRepository;
  feedback: FeedbackRepository;
  /** Courses' sections and lessons. */
  curricula: CurriculumRepository;
  /** Students' progress in lessons, and their quiz attempts. */
  lessonProgress: LessonProgressRepository;
  /** Certificates of completion, issued in the transaction that completes a course. */
  certificates: CertificateRepository;
  subscribers: SubscriberRepository;
  /** The bundled provider's accounts and the single-use tokens its e-mails carry. */
  localAccounts: LocalAccountRepository;
  accountTokens: AccountTokenRepository;
  /** E-mail for delivery; inside a transaction it lands with the change, or not at all. */
  outbox: Outbox;
  /** The Idempotency-Keys of creates, with their first answers. */
  idempotencyKeys: IdempotencyKeyStore;
  /** Decisions and privileged changes, recorded in the transaction that makes them. */
  audit: AuditLog;
  /** Uploaded images, videos and files: their records, not their bytes. */
  mediaAssets: MediaAssetRepository;
  /** Background work; inside a transaction a job lands with the change that asked for it. */
  jobs: JobQueue;
  /** Admins' decisions on courses and applications, with their reasons and what they saw. */
  decisions: DecisionRepository;
  /** Changes to approved courses awaiting review. */
  revisions: RevisionRepository;
  /** What people are told, written with the change that tells it. */
  notifications: NotificationInbox;
  /** The earnings ledger, refund requests, payouts and money settings. */
  money: MoneyRepository;
  /** Students' reviews of courses, with the helpful votes. */
  reviews: ReviewRepository;
}

/**
 * The request a unit of work runs for, as the edge that received it describes it. A unit of
 * work asks it before committing: nothing commits past the request's deadline, since its
 * caller has been answered 503 and may retry. A create's Idempotency-Key is written with the
 * first commit, so the key exists exactly when the write does.
 */
export interface WorkScope {
  /**
   * Throws DeadlinePassedError past the deadline. Otherwise the deadline waits for the commit
   * now starting, until the returned function is called, rather than answering over it.
   */
  beginCommit(): () => void;
  /** The key to write with the next commit; undefined when there is none or it is written. */
  readonly pendingClaim: IdempotencyClaim | undefined;
  /** The commit that wrote `pendingClaim` has succeeded. */
  claimWritten(): void;
}

/** The scope of the request running now, if any (set by the edge, read by the stores). */
export type CurrentWorkScope = () => WorkScope | undefined;

/**
 * Runs `work` in one transaction: all its writes land, or none. Run for a request (see
 * WorkScope), it commits only before the request's deadline, together with the request's
 * Idempotency-Key.
 */
export interface UnitOfWork {
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /**
   * For a hot path that reads, then makes one write that commits by itself and is refused when
   * what it read has changed (a compare-and-set); the caller falls back to a transaction then.
   * Null when the request carries an Idempotency-Key, which only a transaction writes.
   */
  singleWrite(): SingleWrite | null;
}

/** Repositories outside any transaction, and the commit of the one write. */
export interface SingleWrite {
  repositories: Repositories;
  /** Runs the write, as a transaction's commit: only before the request's deadline. */
  commit<T>(write: () => Promise<T>): Promise<T>;
}
