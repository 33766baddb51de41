import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Course } from '../course.entity';
import type { CourseRepository } from '../course.repository.port';

/** Admin only, and only while the course is pending. */
export class ApproveCourse {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
  ) {}

  async execute(courseId: string, actor: Actor | null): Promise<Course> {
    await requireAdmin(this.users, actor);
    const course = await this.courses.findById(courseId);
    if (!course) throw new NotFoundError('course');
    course.approve();
    await this.courses.update(course);
    return course;
  }
}
