import { requireUser } from '../../accounts/access';
import type { User } from '../../accounts/user.entity';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Course } from '../../catalog/course.entity';
import type { CourseRepository } from '../../catalog/course.repository.port';
import { ForbiddenError } from '../../shared/errors';
import type { Actor } from '../../shared/actor';
import { tableText } from '../../shared/table-page';

/** How many of each the header's search shows. */
export const DASHBOARD_SEARCH_LIMIT = 5;

export interface DashboardSearch {
  users: User[];
  courses: Course[];
}

/**
 * The dashboards' header search: admins find people and courses, an instructor their own
 * courses. Others have no dashboard search.
 */
export class SearchDashboard {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
  ) {}

  async execute(text: string, actor: Actor | null): Promise<DashboardSearch> {
    const user = await requireUser(this.users, actor);
    if (!user.isAdmin && !user.isApprovedInstructor) {
      throw new ForbiddenError('Only admins and instructors search the dashboard.');
    }
    const words = tableText(text);
    if (!words) return { users: [], courses: [] };
    const page = { page: 1, limit: DASHBOARD_SEARCH_LIMIT };
    const [people, courses] = await Promise.all([
      user.isAdmin ? this.users.query({ text: words }, page) : null,
      this.courses.query(
        {
          text: words,
          ...(user.isAdmin ? {} : { instructorEmail: user.email }),
          pendingFirst: true,
        },
        page,
      ),
    ]);
    return { users: people?.items ?? [], courses: courses.items };
  }
}
