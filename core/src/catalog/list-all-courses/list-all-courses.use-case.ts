import type { Actor } from '../../shared/actor';
import type { Page } from '../../shared/ports';
import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import { catalogPage } from '../catalog-paging';
import type { Course } from '../course.entity';
import type { CourseRepository } from '../course.repository.port';

/** Every course whatever its status, for the admins' review table. */
export class ListAllCourses {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
  ) {}

  async execute(
    input: { page?: number; limit?: number },
    actor: Actor | null,
  ): Promise<Page<Course>> {
    await requireAdmin(this.users, actor);
    return this.courses.listAll(catalogPage(input));
  }
}
