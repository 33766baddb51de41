import type { Actor } from '../../shared/actor';
import type { Clock, IdGenerator } from '../../shared/ports';
import { requireApprovedInstructor } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import { parseCourseDetails, type CourseDetailsInput } from '../course-details';
import { Course } from '../course.entity';
import type { CourseRepository } from '../course.repository.port';

/** An approved instructor submits a course; it waits, pending, for an admin. */
export class AddCourse {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: CourseDetailsInput, actor: Actor | null): Promise<Course> {
    const instructor = await requireApprovedInstructor(this.users, actor);
    const details = parseCourseDetails(input);
    const course = Course.submit({
      id: this.ids.next(),
      details,
      by: instructor,
      now: this.clock.now(),
    });
    await this.courses.insert(course);
    return course;
  }
}
