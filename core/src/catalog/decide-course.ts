import type { Actor } from '../shared/actor';
import { NotFoundError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import { requireAdmin } from '../accounts/access';
import type { UserRepository } from '../accounts/user.repository.port';
import type { DecisionReason } from '../editorial/decision-reason';
import { recordCourseDecision } from '../editorial/record-decision';
import { tellInstructorOfDecision } from '../notifications/notify';
import type { Course } from './course.entity';
import { CourseNotPendingError } from './course.errors';

/** An admin's decision on a pending course. */
export type CourseDecision = 'approved' | 'rejected';

/**
 * Admin only, and only while the course is pending: the status is a conditional write, so of
 * two racing decisions one wins and the other is refused. Its instructor is told (the bell,
 * the desktop and an e-mail, with the reason of a rejection); the decision is kept with what
 * the course was, and recorded in the audit log. ApproveCourse and RejectCourse name the
 * decision; `reasonOf` reads a rejection's reason once the caller is known to be an admin.
 */
export abstract class DecideCourse {
  protected abstract readonly decision: CourseDecision;

  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  protected async decide(
    courseId: string,
    actor: Actor | null,
    reasonOf: () => DecisionReason | null,
  ): Promise<Course> {
    const decision = this.decision;
    const admin = await requireAdmin(this.users, actor);
    const reason = reasonOf();
    return this.unitOfWork.transaction(async (repositories) => {
      const course = await repositories.courses.findById(courseId);
      if (!course) throw new NotFoundError('course');
      const before = course.status;
      if (decision === 'approved') course.approve();
      else course.reject();
      if (!(await repositories.courses.saveStatus(course, before))) {
        throw new CourseNotPendingError();
      }
      await repositories.audit.record({
        kind: `course-${decision}`,
        actorId: admin.id,
        subject: { type: 'course', id: course.id },
        before: { status: before },
        after: { status: course.status },
        reason: reason ?? undefined,
      });
      await recordCourseDecision(repositories, {
        course,
        type: 'course',
        verdict: decision,
        reason,
        admin,
        at: this.clock.now(),
      });
      await tellInstructorOfDecision(repositories, course, `course-${decision}`, reason);
      return course;
    });
  }
}
