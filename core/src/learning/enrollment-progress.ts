import { recordLearning } from '../enrollment/enrollment.entity';
import type { Enrollment, EnrollmentLearning } from '../enrollment/payment';
import type { Repositories } from '../shared/unit-of-work.port';
import type { CourseCompletedHook } from './course-completion';
import { isLessonCompleted } from './lesson-progress';

/** Completed lessons over all lessons, in whole percent rounded down: 100 means all of them. */
export function progressPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.floor((Math.min(completed, total) * 100) / total);
}

/**
 * Writes the enrollment's last lesson and percentage when they changed. The first time the
 * percentage reaches 100 the completion date is set, and kept from then on, and the hook runs.
 * The highest percentage reached only ever rises: reopening a lesson takes nothing back.
 */
export async function saveLearning(
  repositories: Repositories,
  enrollment: Enrollment,
  next: { lastLessonId: string | null; progressPercent: number },
  now: Date,
  onCompleted?: CourseCompletedHook,
): Promise<EnrollmentLearning> {
  const { learning, completed, changed } = recordLearning(enrollment, next, now);
  if (!changed) return learning;
  await repositories.enrollments.saveLearning(enrollment.id, learning);
  if (completed) {
    await onCompleted?.(
      {
        enrollmentId: enrollment.id,
        email: enrollment.email,
        courseId: enrollment.courseId,
        completedAt: now,
      },
      repositories,
    );
  }
  return learning;
}

/** Recounts one enrollment after its lessons' progress changed. */
export async function recountEnrollment(
  repositories: Repositories,
  enrollment: Enrollment,
  lastLessonId: string | null,
  now: Date,
  onCompleted?: CourseCompletedHook,
): Promise<EnrollmentLearning> {
  const rows = await repositories.lessonProgress.progressOf(enrollment.id);
  const total = await repositories.curricula.countLessons(enrollment.courseId);
  const completed = rows.filter(isLessonCompleted).length;
  return saveLearning(
    repositories,
    enrollment,
    { lastLessonId, progressPercent: progressPercent(completed, total) },
    now,
    onCompleted,
  );
}

/**
 * Recounts every enrollment of a course after its lessons changed: a lesson added lowers
 * everyone's percentage, one deleted may finish the course for some.
 */
export async function recountCourse(
  repositories: Repositories,
  courseId: string,
  lessonIds: ReadonlySet<string>,
  now: Date,
  onCompleted?: CourseCompletedHook,
): Promise<void> {
  const counts = await repositories.lessonProgress.completedCounts(courseId);
  for (const enrollment of await repositories.enrollments.enrollmentsOfCourse(courseId)) {
    const last = enrollment.lastLessonId;
    await saveLearning(
      repositories,
      enrollment,
      {
        lastLessonId: last !== null && lessonIds.has(last) ? last : null,
        progressPercent: progressPercent(counts.get(enrollment.id) ?? 0, lessonIds.size),
      },
      now,
      onCompleted,
    );
  }
}
