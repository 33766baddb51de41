import type { Actor } from '../shared/actor';
import { NotFoundError } from '../shared/errors';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import { requireAdmin } from '../accounts/access';
import type { UserRepository } from '../accounts/user.repository.port';
import type { Course } from './course.entity';
import { CourseNotPendingError } from './course.errors';

/** An admin's decision on a pending course. */
export type CourseDecision = 'approved' | 'rejected';

/**
 * Admin only, and only while the course is pending: the status is a conditional write, so of
 * two racing decisions one wins and the other is refused. Its instructor is told by e-mail;
 * the decision is recorded in the audit log. ApproveCourse and RejectCourse name the decision.
 */
export abstract class DecideCourse {
  protected abstract readonly decision: CourseDecision;

  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(courseId: string, actor: Actor | null): Promise<Course> {
    const decision = this.decision;
    const admin = await requireAdmin(this.users, actor);
    return this.unitOfWork.transaction(async ({ courses, outbox, audit }) => {
      const course = await courses.findById(courseId);
      if (!course) throw new NotFoundError('course');
      const before = course.status;
      if (decision === 'approved') course.approve();
      else course.reject();
      if (!(await courses.saveStatus(course, before))) throw new CourseNotPendingError();
      await audit.record({
        kind: `course-${decision}`,
        actorId: admin.id,
        subject: { type: 'course', id: course.id },
        before: { status: before },
        after: { status: course.status },
      });
      await outbox.enqueue({
        kind: `course-${decision}`,
        to: course.instructor.email,
        name: course.instructor.name,
        courseId: course.id,
        courseName: course.name,
      });
      return course;
    });
  }
}
