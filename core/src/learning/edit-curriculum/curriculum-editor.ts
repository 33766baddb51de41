import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { Repositories, UnitOfWork } from '../../shared/unit-of-work.port';
import { requireUser } from '../../accounts/access';
import type { CourseCompletedHook } from '../course-completion';
import { plainCurriculum } from '../apply-curriculum';
import type { Curriculum } from '../curriculum';
import type { CurriculumRepository } from '../curriculum.repository.port';
import { proposeRevision, workingCurriculum } from '../../editorial/propose-revision';
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
 * A curriculum store for edits of a revision's copy: the change is made on the copy, which is
 * then saved whole with the revision, so its writes go nowhere; reads are the live store's.
 */
function draftOnly(live: Curriculum): CurriculumRepository {
  const nothing = async () => undefined;
  return {
    findByCourse: async () => live,
    findLesson: async () => null,
    countLessons: async () => live.lessons.length,
    insertSection: nothing,
    renameSection: nothing,
    deleteSection: nothing,
    insertLesson: nothing,
    saveLesson: nothing,
    deleteLesson: nothing,
    savePositions: nothing,
  };
}

/**
 * Runs one change of a course's curriculum for its owner (decision 27): in one
 * transaction holding the curriculum, so concurrent edits apply one after another. An
 * approved course's edits wait for review in its revision (decision 33). Otherwise, when
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
    const live = await repositories.curricula.findByCourse(courseId, { lock: true });
    if (course.status === 'approved') {
      // The approved curriculum stays live; the edit goes to the course's revision (decision 33).
      const revision = await repositories.revisions.findByCourse(courseId);
      const draft = workingCurriculum(revision, live);
      const { result } = await change(draft, { ...repositories, curricula: draftOnly(live) });
      const proposed = plainCurriculum(draft);
      await proposeRevision(repositories, course, { curriculum: proposed }, deps.clock.now());
      return { curriculum: draft, result };
    }
    const curriculum = live;
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
