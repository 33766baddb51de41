import { requireUser } from '../../accounts/access';
import type { Course } from '../../catalog/course.entity';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Repositories } from '../../shared/unit-of-work.port';
import { diffCourse, type CourseDiff } from '../course-diff';
import type { CourseRevision } from '../course-revision';
import { courseSnapshot, type CourseSnapshot } from '../course-snapshot';
import type { DecisionRecord } from '../editorial-decision';
import { proposedSnapshot } from '../propose-revision';

export interface CourseReview {
  course: Course;
  /** The approved course's pending or rejected revision, if any. */
  revision: CourseRevision | null;
  /** What awaits review: the revision applied to the live course, or the course itself. */
  proposed: CourseSnapshot;
  /** What the last decision saw (for a revision: the live course); null at a first review. */
  baseline: CourseSnapshot | null;
  diff: CourseDiff;
  /** Every decision on the course and its revisions, newest first. */
  history: DecisionRecord[];
}

const isCourseSnapshot = (snapshot: DecisionRecord['snapshot']): snapshot is CourseSnapshot =>
  'fields' in snapshot;

/**
 * What an admin reviews: what changed since the last decision, field by field and for the
 * curriculum, with the course's decision history. Its owner reads it too (the reasons given).
 */
export class GetCourseReview {
  constructor(
    private readonly repositories: Pick<
      Repositories,
      'users' | 'courses' | 'curricula' | 'revisions' | 'decisions'
    >,
  ) {}

  async execute(courseId: string, actor: Actor | null): Promise<CourseReview> {
    const { users, courses, curricula, revisions, decisions } = this.repositories;
    const user = await requireUser(users, actor);
    const course = await courses.findById(courseId);
    if (!course || (!user.isAdmin && !course.isOwnedBy(user.email))) {
      throw new NotFoundError('course');
    }
    const [live, revision, history] = await Promise.all([
      curricula.findByCourse(courseId),
      revisions.findByCourse(courseId),
      decisions.history('course', courseId),
    ]);
    const current = courseSnapshot(course.toProps(), live);
    if (revision) {
      const proposed = proposedSnapshot(course, revision, live);
      return {
        course,
        revision,
        proposed,
        baseline: current,
        diff: diffCourse(current, proposed),
        history,
      };
    }
    const last = history.find((decision) => isCourseSnapshot(decision.snapshot));
    const baseline = last && isCourseSnapshot(last.snapshot) ? last.snapshot : null;
    return {
      course,
      revision,
      proposed: current,
      baseline,
      diff: diffCourse(baseline, current),
      history,
    };
  }
}
