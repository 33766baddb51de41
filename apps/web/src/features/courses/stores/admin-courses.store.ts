import type { CourseFilters, DashboardCourse, CoursesApi } from '../api/courses-api';
import type { DecisionReason } from '../../../lib/wire';
import { FilteredListStore } from '../../../stores/filtered-list.store';

export const ADMIN_COURSES_PAGE_SIZE = 10;

/**
 * Every course, a page at a time, for the admin's review: searched, filtered and sorted on
 * the server, pending first unless asked otherwise.
 */
export class AdminCoursesStore extends FilteredListStore<DashboardCourse, CourseFilters> {
  constructor(private readonly api: CoursesApi) {
    super({ pendingFirst: true });
  }

  protected fetchPage(page: number) {
    return this.api.listAllCourses(page, ADMIN_COURSES_PAGE_SIZE, this.filters);
  }

  async approve(courseId: string): Promise<void> {
    await this.api.approveCourse(courseId);
    this.replace(courseId, (course) => ({ ...course, status: 'approved' }));
  }

  async reject(courseId: string, reason: DecisionReason): Promise<void> {
    await this.api.rejectCourse(courseId, reason);
    this.replace(courseId, (course) => ({ ...course, status: 'rejected' }));
  }

  async unpublish(courseId: string, reason: DecisionReason): Promise<void> {
    await this.api.unpublishCourse(courseId, reason);
    this.replace(courseId, (course) => ({ ...course, status: 'unpublished' }));
  }
}
