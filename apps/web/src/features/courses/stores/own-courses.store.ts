import type { CourseFilters, DashboardCourse, CoursesApi } from '../api/courses-api';
import { FilteredListStore } from '../../../stores/filtered-list.store';

/** Cards a page: 12 fill rows of two, three or four. */
export const OWN_COURSES_PAGE_SIZE = 12;

/**
 * "My classes": the signed-in instructor's courses, searched, filtered, sorted and paged on
 * the server (decision 33), pending first unless asked otherwise.
 */
export class OwnCoursesStore extends FilteredListStore<DashboardCourse, CourseFilters> {
  constructor(private readonly api: CoursesApi) {
    super({ pendingFirst: true });
  }

  protected fetchPage(page: number) {
    return this.api.listOwnCourses(page, OWN_COURSES_PAGE_SIZE, this.filters);
  }

  /** Whether any filter narrows the list (an empty page then says "no match", not "none"). */
  get filtered(): boolean {
    return !!(this.filters.q || this.filters.state);
  }

  /** Back to review after a rejection or a take-down. */
  async resubmit(courseId: string): Promise<void> {
    await this.api.resubmitCourse(courseId);
    this.replace(courseId, (course) => ({ ...course, status: 'pending' }));
  }

  /** Deletes the course and shows the same page again, or the one before once it empties. */
  async remove(courseId: string): Promise<void> {
    await this.api.deleteCourse(courseId);
    const emptied = this.items.size === 1 && this.page > 1;
    await this.load(emptied ? this.page - 1 : this.page);
  }
}
