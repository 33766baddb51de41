import type { Actor } from '../../shared/actor';
import { parseDecisionReason, type DecisionReasonInput } from '../../editorial/decision-reason';
import type { Course } from '../course.entity';
import { DecideCourse } from '../decide-course';

/** Admin only, only while the course is pending, and only with a reason: see DecideCourse. */
export class RejectCourse extends DecideCourse {
  protected readonly decision = 'rejected';

  execute(courseId: string, input: DecisionReasonInput, actor: Actor | null): Promise<Course> {
    return this.decide(courseId, actor, () => parseDecisionReason(input, 'course'));
  }
}
