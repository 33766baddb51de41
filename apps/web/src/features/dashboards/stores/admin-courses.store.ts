import { makeAutoObservable, runInAction } from 'mobx';
import type { CourseStatus, DashboardCourse, DashboardsApi } from '../api/dashboards-api';
import type { LoadStatus } from './load-status';

export const ADMIN_COURSES_PAGE_SIZE = 10;

/** Every course, a page at a time, for the admin's review. */
export class AdminCoursesStore {
  readonly courses = new Map<string, DashboardCourse>();
  status: LoadStatus = 'idle';
  page = 1;
  pages = 1;
  total = 0;

  constructor(private readonly api: DashboardsApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get rows(): DashboardCourse[] {
    return [...this.courses.values()];
  }

  get hasPrevious(): boolean {
    return this.page > 1;
  }

  get hasNext(): boolean {
    return this.page < this.pages;
  }

  async load(page = this.page): Promise<void> {
    this.status = 'loading';
    try {
      const result = await this.api.listAllCourses(page, ADMIN_COURSES_PAGE_SIZE);
      runInAction(() => {
        this.courses.clear();
        for (const course of result.items) this.courses.set(course.id, course);
        this.page = result.page;
        this.pages = Math.max(1, result.pages);
        this.total = result.total;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      throw error;
    }
  }

  next(): Promise<void> {
    return this.hasNext ? this.load(this.page + 1) : Promise.resolve();
  }

  previous(): Promise<void> {
    return this.hasPrevious ? this.load(this.page - 1) : Promise.resolve();
  }

  async approve(courseId: string): Promise<void> {
    await this.api.approveCourse(courseId);
    this.setStatus(courseId, 'approved');
  }

  async reject(courseId: string): Promise<void> {
    await this.api.rejectCourse(courseId);
    this.setStatus(courseId, 'rejected');
  }

  private setStatus(courseId: string, status: CourseStatus): void {
    const course = this.courses.get(courseId);
    if (course) this.courses.set(courseId, { ...course, status });
  }
}
