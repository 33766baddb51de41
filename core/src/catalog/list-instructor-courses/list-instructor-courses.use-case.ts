import type { Actor } from '../../shared/actor';
import { parseEmail } from '../../shared/email';
import { requireSelfOrAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Course } from '../course.entity';
import type { CourseRepository } from '../course.repository.port';

export class ListInstructorCourses {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
  ) {}

  async execute(email: string, actor: Actor | null): Promise<Course[]> {
    await requireSelfOrAdmin(this.users, actor, email);
    return this.courses.listByInstructor(parseEmail(email));
  }
}
