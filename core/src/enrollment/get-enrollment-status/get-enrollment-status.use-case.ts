import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { requireUser } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { CourseRepository } from '../../catalog/course.repository.port';
import type { EnrollmentRepository } from '../enrollment.repository.port';

/**
 * Whether the caller is enrolled. It replaces the legacy "increment enrollment" call, which
 * must not change anything a verified payment has not already changed.
 */
export class GetEnrollmentStatus {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
    private readonly enrollments: EnrollmentRepository,
  ) {}

  async execute(courseId: string, actor: Actor | null): Promise<boolean> {
    const student = await requireUser(this.users, actor);
    if (!(await this.courses.findById(courseId))) throw new NotFoundError('course');
    return this.enrollments.isEnrolled(student.email, courseId);
  }
}
