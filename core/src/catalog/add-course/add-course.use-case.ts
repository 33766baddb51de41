import type { Actor } from '../../shared/actor';
import type { Clock, IdGenerator } from '../../shared/ports';
import { requireApprovedInstructor } from '../../accounts/access';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { parseCourseDetails, type CourseDetailsInput } from '../course-details';
import { Course } from '../course.entity';

/**
 * An approved instructor submits a course; it waits, pending, for an admin. One unit of work,
 * so that a request past its deadline leaves no course and its retry's key lands with it.
 */
export class AddCourse {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute(input: CourseDetailsInput, actor: Actor | null): Promise<Course> {
    return this.unitOfWork.transaction(async ({ users, courses }) => {
      const instructor = await requireApprovedInstructor(users, actor);
      const details = parseCourseDetails(input);
      const course = Course.submit({
        id: this.ids.next(),
        details,
        by: instructor,
        now: this.clock.now(),
      });
      await courses.insert(course);
      return course;
    });
  }
}
