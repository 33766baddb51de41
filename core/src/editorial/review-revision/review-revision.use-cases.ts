import { changedFields } from '../../audit/audit-entry';
import { courseAuditFields } from '../../audit/course-audit-fields';
import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Course } from '../../catalog/course.entity';
import type { CourseCompletedHook } from '../../learning/course-completion';
import { tellInstructorOfDecision } from '../../notifications/notify';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { Repositories, UnitOfWork } from '../../shared/unit-of-work.port';
import { applyRevision } from '../apply-revision';
import type { CourseRevision } from '../course-revision';
import { parseDecisionReason, type DecisionReasonInput } from '../decision-reason';
import { RevisionNotPendingError } from '../editorial.errors';
import { proposedSnapshot } from '../propose-revision';
import { recordCourseDecision } from '../record-decision';

interface ReviewDeps {
  users: UserRepository;
  unitOfWork: UnitOfWork;
  clock: Clock;
  onCourseCompleted?: CourseCompletedHook;
}

/** The course and its revision at the version the admin reviewed, or a refusal. */
async function pendingRevision(
  repositories: Repositories,
  courseId: string,
  version: number,
): Promise<{ course: Course; revision: CourseRevision }> {
  const course = await repositories.courses.findById(courseId);
  if (!course) throw new NotFoundError('course');
  const revision = await repositories.revisions.findByCourse(courseId);
  if (!revision) throw new RevisionNotPendingError();
  revision.assertPending(version);
  return { course, revision };
}

/**
 * Admin only: the revision the admin saw (its version) becomes the live course, curriculum
 * included. The instructor is told; the decision is kept with what is now live, and audited.
 */
export class ApproveRevision {
  constructor(private readonly deps: ReviewDeps) {}

  async execute(courseId: string, version: number, actor: Actor | null): Promise<Course> {
    const admin = await requireAdmin(this.deps.users, actor);
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const { course, revision } = await pendingRevision(repositories, courseId, version);
      if (!(await repositories.revisions.delete(courseId, version))) {
        throw new RevisionNotPendingError(true);
      }
      const before = courseAuditFields(course.toProps());
      const now = this.deps.clock.now();
      await applyRevision(repositories, course, revision, now, this.deps.onCourseCompleted);
      await repositories.audit.record({
        kind: 'revision-approved',
        actorId: admin.id,
        subject: { type: 'course', id: course.id },
        ...(changedFields(before, courseAuditFields(course.toProps())) ?? {
          before: null,
          after: null,
        }),
      });
      await recordCourseDecision(repositories, {
        course,
        type: 'revision',
        verdict: 'approved',
        reason: null,
        admin,
        at: now,
      });
      await tellInstructorOfDecision(repositories, course, 'revision-approved', null);
      return course;
    });
  }
}

/**
 * Admin only, with a reason: the revision stays with the instructor, rejected, and the live
 * course is unchanged. Editing it again sends it back for review.
 */
export class RejectRevision {
  constructor(private readonly deps: ReviewDeps) {}

  async execute(
    courseId: string,
    input: DecisionReasonInput & { version: number },
    actor: Actor | null,
  ): Promise<CourseRevision> {
    const admin = await requireAdmin(this.deps.users, actor);
    const reason = parseDecisionReason(input, 'course');
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const { course, revision } = await pendingRevision(repositories, courseId, input.version);
      const live = await repositories.curricula.findByCourse(courseId);
      const snapshot = proposedSnapshot(course, revision, live);
      revision.reject();
      if (!(await repositories.revisions.save(revision, input.version))) {
        throw new RevisionNotPendingError(true);
      }
      await repositories.audit.record({
        kind: 'revision-rejected',
        actorId: admin.id,
        subject: { type: 'course', id: course.id },
        before: { revision: 'pending' },
        after: { revision: 'rejected' },
        reason,
      });
      await repositories.decisions.record({
        subject: { type: 'revision', id: course.id },
        verdict: 'rejected',
        reason,
        actorId: admin.id,
        at: this.deps.clock.now(),
        snapshot,
      });
      await tellInstructorOfDecision(repositories, course, 'revision-rejected', reason);
      return revision;
    });
  }
}
