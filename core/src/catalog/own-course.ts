import type { Actor } from '../shared/actor';
import { NotFoundError } from '../shared/errors';
import { requireUser } from '../accounts/access';
import type { UserRepository } from '../accounts/user.repository.port';
import type { Course } from './course.entity';
import type { CourseRepository } from './course.repository.port';

/**
 * The caller's own course. Another instructor's course answers "not found", so that ids
 * reveal nothing.
 */
export async function requireOwnCourse(
  users: UserRepository,
  courses: CourseRepository,
  courseId: string,
  actor: Actor | null,
): Promise<Course> {
  const user = await requireUser(users, actor);
  const course = await courses.findById(courseId);
  if (!course || !course.isOwnedBy(user.email)) throw new NotFoundError('course');
  return course;
}
