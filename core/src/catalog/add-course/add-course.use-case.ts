import type { Actor } from '../../shared/actor';
import type { Clock, IdGenerator } from '../../shared/ports';
import { requireApprovedInstructor } from '../../accounts/access';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { parseCourseDetails, type CourseDetailsInput } from '../course-details';
import { Course } from '../course.entity';
import { tellAdmins } from '../../notifications/notify';

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
    return this.unitOfWork.transaction(async (repositories) => {
      const instructor = await requireApprovedInstructor(repositories.users, actor);
      const details = parseCourseDetails(input);
      const course = Course.submit({
        id: this.ids.next(),
        details,
        by: instructor,
        now: this.clock.now(),
      });
      await repositories.courses.insert(course);
      await tellAdmins(repositories, {
        kind: 'course-submitted',
        subject: { courseId: course.id, courseName: course.name },
        reason: null,
      });
      return course;
    });
  }
}
