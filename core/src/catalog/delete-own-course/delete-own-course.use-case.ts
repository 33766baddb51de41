import type { Actor } from '../../shared/actor';
import type { UserRepository } from '../../accounts/user.repository.port';
import { ApprovedCourseDeletionError } from '../course.errors';
import type { CourseRepository } from '../course.repository.port';
import { requireOwnCourse } from '../own-course';

/** Only while the course is not approved: students may already be enrolled in an approved one. */
export class DeleteOwnCourse {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
  ) {}

  async execute(courseId: string, actor: Actor | null): Promise<void> {
    const course = await requireOwnCourse(this.users, this.courses, courseId, actor);
    course.assertDeletable();
    // Approved meanwhile: students may have enrolled, so it stays.
    if (!(await this.courses.deleteUnlessApproved(course.id))) {
      throw new ApprovedCourseDeletionError();
    }
  }
}
