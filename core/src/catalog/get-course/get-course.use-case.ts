import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { requireUser } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Course } from '../course.entity';
import type { CourseRepository } from '../course.repository.port';

/** Course details need a signed-in user; unpublished courses are seen by their owner and admins. */
export class GetCourse {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
  ) {}

  async execute(courseId: string, actor: Actor | null): Promise<Course> {
    const user = await requireUser(this.users, actor);
    const course = await this.courses.findById(courseId);
    if (!course) throw new NotFoundError('course');
    if (!course.isPublic && !course.isOwnedBy(user.email) && !user.isAdmin) {
      throw new NotFoundError('course');
    }
    return course;
  }
}
