import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import { parseDecisionReason, type DecisionReasonInput } from '../../editorial/decision-reason';
import { recordCourseDecision } from '../../editorial/record-decision';
import { tellInstructorOfDecision } from '../../notifications/notify';
import type { Course } from '../course.entity';
import { CourseNotPendingError } from '../course.errors';

/**
 * Admin only, only while the course is pending, and only with a reason. Its instructor is
 * told the reason; the decision is kept with what the course was, and audited.
 */
export class RejectCourse {
  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(
    courseId: string,
    input: DecisionReasonInput,
    actor: Actor | null,
  ): Promise<Course> {
    const admin = await requireAdmin(this.users, actor);
    const reason = parseDecisionReason(input, 'course');
    return this.unitOfWork.transaction(async (repositories) => {
      const course = await repositories.courses.findById(courseId);
      if (!course) throw new NotFoundError('course');
      const before = course.status;
      course.reject();
      if (!(await repositories.courses.saveStatus(course, before))) {
        throw new CourseNotPendingError();
      }
      await repositories.audit.record({
        kind: 'course-rejected',
        actorId: admin.id,
        subject: { type: 'course', id: course.id },
        before: { status: before },
        after: { status: course.status },
      });
      await recordCourseDecision(repositories, {
        course,
        type: 'course',
        verdict: 'rejected',
        reason,
        admin,
        at: this.clock.now(),
      });
      await tellInstructorOfDecision(repositories, course, 'course-rejected', reason);
      return course;
    });
  }
}
