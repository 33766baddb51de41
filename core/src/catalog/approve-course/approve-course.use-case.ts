import type { Actor } from '../../shared/actor';
import type { Course } from '../course.entity';
import { DecideCourse } from '../decide-course';

/** Admin only, and only while the course is pending: see DecideCourse. */
export class ApproveCourse extends DecideCourse {
  protected readonly decision = 'approved';

  execute(courseId: string, actor: Actor | null): Promise<Course> {
    return this.decide(courseId, actor, () => null);
  }
}
