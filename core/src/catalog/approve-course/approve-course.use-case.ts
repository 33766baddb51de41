import type { Actor } from '../../shared/actor';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Course } from '../course.entity';
import { decideCourse } from '../decide-course';

/** Admin only, and only while the course is pending (see decideCourse). */
export class ApproveCourse {
  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(courseId: string, actor: Actor | null): Promise<Course> {
    return decideCourse(
      { users: this.users, unitOfWork: this.unitOfWork },
      'approved',
      courseId,
      actor,
    );
  }
}
