import type { Actor } from '../../shared/actor';
import type { UserRepository } from '../../accounts/user.repository.port';
import { parseCourseDetails, type CourseDetailsInput } from '../course-details';
import type { Course } from '../course.entity';
import type { CourseRepository } from '../course.repository.port';
import { requireOwnCourse } from '../own-course';

export class UpdateOwnCourse {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
  ) {}

  async execute(courseId: string, input: CourseDetailsInput, actor: Actor | null): Promise<Course> {
    const course = await requireOwnCourse(this.users, this.courses, courseId, actor);
    course.revise(parseCourseDetails(input));
    await this.courses.saveDetails(course);
    return course;
  }
}
