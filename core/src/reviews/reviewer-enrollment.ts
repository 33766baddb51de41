import { requireUser } from '../accounts/access';
import type { User } from '../accounts/user.entity';
import type { Enrollment } from '../enrollment/payment';
import type { Actor } from '../shared/actor';
import type { Repositories } from '../shared/unit-of-work.port';
import { NoCompletedLessonError, NotEnrolledError } from './review.errors';

/**
 * The caller's enrollment in the course, when they may review it: enrolled, with at least
 * one completed lesson. Otherwise the refusal that says why. The enrollment is held until
 * commit, so a refund cannot end it before the review it speaks for is written.
 */
export async function requireReviewer(
  repositories: Pick<Repositories, 'users' | 'enrollments' | 'lessonProgress'>,
  courseId: string,
  actor: Actor | null,
): Promise<{ student: User; enrollment: Enrollment }> {
  const student = await requireUser(repositories.users, actor);
  const refusal = await reviewRefusal(repositories, student, courseId, { lock: true });
  if (refusal instanceof Error) throw refusal;
  return { student, enrollment: refusal };
}

/** The student's enrollment when they may review, or the error that says why not. */
export async function reviewRefusal(
  repositories: Pick<Repositories, 'enrollments' | 'lessonProgress'>,
  student: User,
  courseId: string,
  options: { lock?: boolean } = {},
): Promise<Enrollment | NotEnrolledError | NoCompletedLessonError> {
  const enrollment = await repositories.enrollments.findEnrollment(
    student.email,
    courseId,
    options,
  );
  if (!enrollment) return new NotEnrolledError();
  const progress = await repositories.lessonProgress.progressOf(enrollment.id);
  if (!progress.some((lesson) => lesson.completedAt !== null)) return new NoCompletedLessonError();
  return enrollment;
}
