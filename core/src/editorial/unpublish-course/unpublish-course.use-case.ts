import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Course } from '../../catalog/course.entity';
import type { CourseCompletedHook } from '../../learning/course-completion';
import { tellInstructorOfDecision } from '../../notifications/notify';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { applyRevision } from '../apply-revision';
import { parseDecisionReason, type DecisionReasonInput } from '../decision-reason';
import { CourseNotApprovedError } from '../editorial.errors';
import { recordCourseDecision } from '../record-decision';

/**
 * Admin only, with a reason: an approved course is taken down. It leaves the catalogue and
 * cannot be bought; enrolled students keep their access. A pending revision is folded into
 * the course, which is no longer public, so nothing its instructor wrote is lost: a
 * resubmission then shows it as changed since the take-down.
 */
export class UnpublishCourse {
  constructor(
    private readonly deps: {
      users: UserRepository;
      unitOfWork: UnitOfWork;
      clock: Clock;
      onCourseCompleted?: CourseCompletedHook;
    },
  ) {}

  async execute(
    courseId: string,
    input: DecisionReasonInput,
    actor: Actor | null,
  ): Promise<Course> {
    const admin = await requireAdmin(this.deps.users, actor);
    const reason = parseDecisionReason(input, 'course');
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const course = await repositories.courses.findById(courseId);
      if (!course) throw new NotFoundError('course');
      course.unpublish();
      if (!(await repositories.courses.saveStatus(course, 'approved'))) {
        throw new CourseNotApprovedError();
      }
      const now = this.deps.clock.now();
      await repositories.audit.record({
        kind: 'course-unpublished',
        actorId: admin.id,
        subject: { type: 'course', id: course.id },
        before: { status: 'approved' },
        after: { status: course.status },
        reason,
      });
      await recordCourseDecision(repositories, {
        course,
        type: 'course',
        verdict: 'unpublished',
        reason,
        admin,
        at: now,
      });
      const revision = await repositories.revisions.findByCourse(course.id);
      if (revision && (await repositories.revisions.delete(course.id, revision.version))) {
        await applyRevision(repositories, course, revision, now, this.deps.onCourseCompleted);
      }
      await tellInstructorOfDecision(repositories, course, 'course-unpublished', reason);
      return course;
    });
  }
}
