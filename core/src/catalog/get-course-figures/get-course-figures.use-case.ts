import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { requireUser } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { EnrollmentRepository } from '../../enrollment/enrollment.repository.port';
import type { CourseFigures } from '../../enrollment/payment';
import type { Course } from '../course.entity';
import type { CourseRepository } from '../course.repository.port';

/** Enrollments, revenue and last enrollment of one course, for its instructor (or an admin). */
export class GetCourseFigures {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
    private readonly enrollments: EnrollmentRepository,
  ) {}

  async execute(
    courseId: string,
    actor: Actor | null,
  ): Promise<{ course: Course; figures: CourseFigures }> {
    const user = await requireUser(this.users, actor);
    const course = await this.courses.findById(courseId);
    if (!course || (!course.isOwnedBy(user.email) && !user.isAdmin)) {
      throw new NotFoundError('course');
    }
    return { course, figures: await this.enrollments.figuresOf(course.id) };
  }
}
