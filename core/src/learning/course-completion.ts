import type { Email } from '../shared/email';
import type { Repositories } from '../shared/unit-of-work.port';

/** A student reached 100% of a course for the first time. */
export interface CourseCompletion {
  enrollmentId: string;
  email: Email;
  courseId: string;
  completedAt: Date;
}

/**
 * Called inside the transaction that first takes an enrollment to 100%, with that
 * transaction's repositories: what it writes (a certificate, an e-mail in the outbox) lands
 * with the completion or not at all. Called once per enrollment, since the date is kept.
 */
export type CourseCompletedHook = (
  completion: CourseCompletion,
  repositories: Repositories,
) => Promise<void>;
