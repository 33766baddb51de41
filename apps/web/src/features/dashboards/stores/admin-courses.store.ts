import { makeObservable, observable, runInAction } from 'mobx';
import type {
  CourseFilters,
  DashboardCourse,
  DashboardsApi,
  DecisionReason,
} from '../api/dashboards-api';
import { PagedListStore } from './paged-list.store';

export const ADMIN_COURSES_PAGE_SIZE = 10;

/**
 * Every course, a page at a time, for the admin's review: searched, filtered and sorted on
 * the server, pending first unless asked otherwise.
 */
export class AdminCoursesStore extends PagedListStore<DashboardCourse> {
  filters: CourseFilters = { pendingFirst: true };

  constructor(private readonly api: DashboardsApi) {
    super();
    makeObservable(this, { filters: observable });
  }

  protected fetchPage(page: number) {
    return this.api.listAllCourses(page, ADMIN_COURSES_PAGE_SIZE, this.filters);
  }

  /** A new search, filter or order starts again at the first page. */
  filter(change: Partial<CourseFilters>): Promise<void> {
    runInAction(() => {
      this.filters = { ...this.filters, ...change };
    });
    return this.load(1);
  }

  protected override stillWanted(): () => boolean {
    const asked = this.filters;
    return () => this.filters === asked;
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
