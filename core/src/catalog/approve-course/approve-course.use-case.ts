import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import { recordCourseDecision } from '../../editorial/record-decision';
import { tellInstructorOfDecision } from '../../notifications/notify';
import type { Course } from '../course.entity';
import { CourseNotPendingError } from '../course.errors';

/**
 * Admin only, and only while the course is pending. Its instructor is told; the decision is
 * kept with what the course was, and recorded in the audit log.
 */
export class ApproveCourse {
  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(courseId: string, actor: Actor | null): Promise<Course> {
    const admin = await requireAdmin(this.users, actor);
    return this.unitOfWork.transaction(async (repositories) => {
      const course = await repositories.courses.findById(courseId);
      if (!course) throw new NotFoundError('course');
      const before = course.status;
      course.approve();
      if (!(await repositories.courses.saveStatus(course, before))) {
        throw new CourseNotPendingError();
      }
      await repositories.audit.record({
        kind: 'course-approved',
        actorId: admin.id,
        subject: { type: 'course', id: course.id },
        before: { status: before },
        after: { status: course.status },
      });
      await recordCourseDecision(repositories, {
        course,
        type: 'course',
        verdict: 'approved',
        reason: null,
        admin,
        at: this.clock.now(),
      });
      await tellInstructorOfDecision(repositories, course, 'course-approved', null);
      return course;
    });
  }
}
