import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { requireUser } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Course } from '../course.entity';
import type { CourseRepository } from '../course.repository.port';
import { canSeeCourse } from '../course-visibility';
import type { EnrollmentRepository } from '../../enrollment/enrollment.repository.port';

/** Course details need a signed-in user, who sees the course (`canSeeCourse`). */
export class GetCourse {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
    private readonly enrollments: EnrollmentRepository,
  ) {}

  async execute(courseId: string, actor: Actor | null): Promise<Course> {
    const user = await requireUser(this.users, actor);
    const course = await this.courses.findById(courseId);
    if (!course || !(await canSeeCourse(this.enrollments, course, user))) {
      throw new NotFoundError('course');
    }
    return course;
  }
}
