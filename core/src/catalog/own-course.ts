import type { Actor } from '../shared/actor';
import { NotFoundError } from '../shared/errors';
import { requireUser } from '../accounts/access';
import type { User } from '../accounts/user.entity';
import type { UserRepository } from '../accounts/user.repository.port';
import type { Course } from './course.entity';
import type { CourseRepository } from './course.repository.port';

/**
 * The caller's own course, with the caller. Another instructor's course answers "not found",
 * so that ids reveal nothing.
 */
export async function requireOwnCourse(
  repositories: { users: UserRepository; courses: CourseRepository },
  courseId: string,
  actor: Actor | null,
): Promise<{ owner: User; course: Course }> {
  const owner = await requireUser(repositories.users, actor);
  const course = await repositories.courses.findById(courseId);
  if (!course || !course.isOwnedBy(owner.email)) throw new NotFoundError('course');
  return { owner, course };
}
