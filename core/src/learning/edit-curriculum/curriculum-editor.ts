import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { Repositories, UnitOfWork } from '../../shared/unit-of-work.port';
import { requireUser } from '../../accounts/access';
import type { CourseCompletedHook } from '../course-completion';
import type { Curriculum } from '../curriculum';
import { recountCourse } from '../enrollment-progress';

export interface CurriculumEditorDeps {
  unitOfWork: UnitOfWork;
  clock: Clock;
  onCourseCompleted?: CourseCompletedHook;
}

/** What one edit did: whether lessons came or went (every student's percentage moves). */
export interface EditOutcome<T> {
  result: T;
  lessonsChanged: boolean;
}

/**
 * Runs one change of a course's curriculum for its owner, at any status (decision 27): in one
 * transaction holding the curriculum, so concurrent edits apply one after another. When
 * lessons come or go, the course's number of lectures follows, and every enrolled student's
 * percentage is recounted in the same transaction.
 */
export async function editCurriculum<T>(
  deps: CurriculumEditorDeps,
  courseId: string,
  actor: Actor | null,
  change: (curriculum: Curriculum, repositories: Repositories) => Promise<EditOutcome<T>>,
): Promise<{ curriculum: Curriculum; result: T }> {
  return deps.unitOfWork.transaction(async (repositories) => {
    const owner = await requireUser(repositories.users, actor);
    const course = await repositories.courses.findById(courseId);
    // Another instructor's course answers "not found", so that ids reveal nothing.
    if (!course || !course.isOwnedBy(owner.email)) throw new NotFoundError('course');
    const curriculum = await repositories.curricula.findByCourse(courseId, { lock: true });
    const { result, lessonsChanged } = await change(curriculum, repositories);
    if (lessonsChanged) {
      const lessonIds = new Set(curriculum.lessons.map((lesson) => lesson.id));
      if (course.countLessons(lessonIds.size)) {
        await repositories.courses.saveLectures(course.id, lessonIds.size);
      }
      await recountCourse(
        repositories,
        courseId,
        lessonIds,
        deps.clock.now(),
        deps.onCourseCompleted,
      );
    }
    return { curriculum, result };
  });
}

/** An edit answered with the curriculum alone; `change` tells whether lessons came or went. */
export async function editOnly(
  deps: CurriculumEditorDeps,
  courseId: string,
  actor: Actor | null,
  change: (curriculum: Curriculum, repositories: Repositories) => Promise<boolean>,
): Promise<Curriculum> {
  const { curriculum } = await editCurriculum(deps, courseId, actor, async (current, repos) => ({
    result: null,
    lessonsChanged: await change(current, repos),
  }));
  return curriculum;
}
