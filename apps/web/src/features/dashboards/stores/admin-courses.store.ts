import type { DashboardCourse, DashboardsApi } from '../api/dashboards-api';
import { PagedListStore } from './paged-list.store';

export const ADMIN_COURSES_PAGE_SIZE = 10;

/** Every course, a page at a time, for the admin's review. */
export class AdminCoursesStore extends PagedListStore<DashboardCourse> {
  constructor(private readonly api: DashboardsApi) {
    super();
  }

  protected fetchPage(page: number) {
    return this.api.listAllCourses(page, ADMIN_COURSES_PAGE_SIZE);
  }

  async approve(courseId: string): Promise<void> {
    await this.api.approveCourse(courseId);
    this.replace(courseId, (course) => ({ ...course, status: 'approved' }));
  }

  async reject(courseId: string): Promise<void> {
    await this.api.rejectCourse(courseId);
    this.replace(courseId, (course) => ({ ...course, status: 'rejected' }));
  }
}
