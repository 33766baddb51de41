import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Repositories } from '../../shared/unit-of-work.port';
import type { Lesson } from '../lesson-content';
import { assertMayOpen, findLearner, type Learner } from '../learner-access';
import { newProgress, type LessonProgress } from '../lesson-progress';

/**
 * The caller, the course and one of its lessons, checked: enrolled students, the owner and
 * admins open every lesson, other signed-in people preview lessons only. With `lock`, a
 * student's enrollment is held until commit.
 */
export async function openLessonFor(
  repositories: Repositories,
  courseId: string,
  lessonId: string,
  actor: Actor | null,
  options: { lock?: boolean } = {},
): Promise<{ learner: Learner; lesson: Lesson }> {
  const learner = await findLearner(repositories, courseId, actor, options);
  const found = await repositories.curricula.findLesson(lessonId);
  if (!found || found.courseId !== courseId) throw new NotFoundError('lesson');
  assertMayOpen(learner, found.lesson);
  return { learner, lesson: found.lesson };
}

/** The student's progress in the lesson, or a fresh one when they have none yet. */
export async function progressIn(
  repositories: Repositories,
  enrollmentId: string,
  lessonId: string,
  now: Date,
): Promise<LessonProgress> {
  return (
    (await repositories.lessonProgress.find(enrollmentId, lessonId)) ??
    newProgress(enrollmentId, lessonId, now)
  );
}
