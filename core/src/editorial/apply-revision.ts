import type { Course } from '../catalog/course.entity';
import type { CourseCompletedHook } from '../learning/course-completion';
import { applyCurriculum } from '../learning/apply-curriculum';
import type { Repositories } from '../shared/unit-of-work.port';
import type { CourseRevision } from './course-revision';

/** Makes a revision's details and curriculum live on its course, in the caller's transaction. */
export async function applyRevision(
  repositories: Repositories,
  course: Course,
  revision: CourseRevision,
  now: Date,
  onCourseCompleted?: CourseCompletedHook,
): Promise<void> {
  course.revise({ ...course.toProps(), ...revision.details });
  await repositories.courses.saveDetails(course);
  if (revision.curriculum) {
    await applyCurriculum(repositories, course.id, revision.curriculum, now, onCourseCompleted);
  }
}
