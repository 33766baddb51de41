import type { Actor } from '../shared/actor';
import { ForbiddenError, NotFoundError } from '../shared/errors';
import type { Repositories } from '../shared/unit-of-work.port';
import { requireUser } from '../accounts/access';
import type { User } from '../accounts/user.entity';
import type { Course } from '../catalog/course.entity';
import type { Enrollment } from '../enrollment/payment';
import type { Lesson } from './lesson-content';

/**
 * Who the caller is to a course's lessons. A student's progress is recorded; the owner and
 * admins see every lesson as a student would, without progress; any other signed-in person
 * (a visitor) opens preview lessons only.
 */
export type LearnerRole = 'student' | 'owner' | 'admin' | 'visitor';

export interface Learner {
  user: User;
  course: Course;
  enrollment: Enrollment | null;
  role: LearnerRole;
}

/**
 * The signed-in caller and the course. A course that is not approved is found only by its
 * owner, admins and the students enrolled in it. With `lock`, the student's enrollment is held until commit.
 */
export async function findLearner(
  repositories: Pick<Repositories, 'users' | 'courses' | 'enrollments'>,
  courseId: string,
  actor: Actor | null,
  options: { lock?: boolean } = {},
): Promise<Learner> {
  const user = await requireUser(repositories.users, actor);
  const course = await repositories.courses.findById(courseId);
  if (!course) throw new NotFoundError('course');
  const owner = course.isOwnedBy(user.email);
  const enrollment = await repositories.enrollments.findEnrollment(user.email, courseId, options);
  // Enrolled students keep their course when it is taken down (decision 33).
  if (!owner && !user.isAdmin && !course.isPublic && !enrollment) {
    throw new NotFoundError('course');
  }
  const role: LearnerRole = enrollment
    ? 'student'
    : owner
      ? 'owner'
      : user.isAdmin
        ? 'admin'
        : 'visitor';
  return { user, course, enrollment, role };
}

/** Everyone but a visitor takes the whole course. */
export function assertTakesCourse(learner: Learner): void {
  if (learner.role === 'visitor') throw new ForbiddenError('Enroll in this course to take it.');
}

/** A visitor opens preview lessons only. */
export function assertMayOpen(learner: Learner, lesson: Lesson): void {
  if (learner.role === 'visitor' && !lesson.preview) {
    throw new ForbiddenError('Enroll in this course to open this lesson.');
  }
}
