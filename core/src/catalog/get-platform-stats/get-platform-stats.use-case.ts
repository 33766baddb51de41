import type { UserRepository } from '../../accounts/user.repository.port';
import type { CourseRepository } from '../course.repository.port';

export interface PlatformStats {
  users: number;
  courses: number;
  enrollments: number;
}

/** The home page's "Why choose us" figures. */
export class GetPlatformStats {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
  ) {}

  async execute(): Promise<PlatformStats> {
    const [users, courses, enrollments] = await Promise.all([
      this.users.count(),
      this.courses.countByStatus('approved'),
      this.courses.sumEnrollment(),
    ]);
    return { users, courses, enrollments };
  }
}
