import type { User } from '../accounts/user.entity';
import type { Course } from '../catalog/course.entity';
import type { Repositories } from '../shared/unit-of-work.port';
import { courseSnapshot } from './course-snapshot';
import type { DecisionReason } from './decision-reason';
import type { Verdict } from './editorial-decision';

/**
 * Keeps an admin's decision on a course with what the course was at that moment, its
 * curriculum included: the next review shows what changed since.
 */
export async function recordCourseDecision(
  repositories: Pick<Repositories, 'curricula' | 'decisions'>,
  decision: {
    course: Course;
    type: 'course' | 'revision';
    verdict: Verdict;
    reason: DecisionReason | null;
    admin: User;
    at: Date;
  },
): Promise<void> {
  const { course } = decision;
  const curriculum = await repositories.curricula.findByCourse(course.id);
  await repositories.decisions.record({
    subject: { type: decision.type, id: course.id },
    verdict: decision.verdict,
    reason: decision.reason,
    actorId: decision.admin.id,
    at: decision.at,
    snapshot: courseSnapshot(course.toProps(), curriculum),
  });
}

/** Keeps an admin's decision on an application with the application as it was. */
export async function recordApplicationDecision(
  repositories: Pick<Repositories, 'decisions'>,
  decision: { applicant: User; reason: DecisionReason | null; admin: User; at: Date },
): Promise<void> {
  const { applicant } = decision;
  const props = applicant.toProps();
  await repositories.decisions.record({
    subject: { type: 'application', id: applicant.id },
    verdict: decision.reason ? 'rejected' : 'approved',
    reason: decision.reason,
    actorId: decision.admin.id,
    at: decision.at,
    snapshot: { category: props.category, experience: props.experience, title: props.title },
  });
}
