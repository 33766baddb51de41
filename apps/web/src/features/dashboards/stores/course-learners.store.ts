import { makeObservable, observable, runInAction } from 'mobx';
import type {
  CourseLearnersPage,
  CourseStudentRow,
  DashboardsApi,
  LessonDropOff,
} from '../api/dashboards-api';
import { PagedListStore } from './paged-list.store';

export const COURSE_STUDENTS_PAGE_SIZE = 10;

/** The figures every page of the students repeats: enrolled, completed, the drop-off. */
export interface CompletionSummary {
  enrolled: number;
  completed: number;
  completionRate: number;
  lessons: LessonDropOff[];
}

/**
 * One course's students a page at a time, with its completion rate and drop-off by lesson
 * (owner or admin): the details page opens it for its course.
 */
export class CourseLearnersStore extends PagedListStore<CourseStudentRow> {
  courseId = '';
  summary: CompletionSummary | null = null;

  constructor(private readonly api: DashboardsApi) {
    super();
    makeObservable(this, { courseId: observable, summary: observable });
  }

  /** Shows another course: its first page, with nothing of the last course meanwhile. */
  open(courseId: string): Promise<void> {
    if (courseId !== this.courseId) {
      runInAction(() => {
        this.courseId = courseId;
        this.summary = null;
        this.items.clear();
      });
    }
    return this.load(1);
  }

  protected override stillWanted(): () => boolean {
    const asked = this.courseId;
    return () => this.courseId === asked;
  }

  protected async fetchPage(page: number) {
    const asked = this.courseId;
    const answer: CourseLearnersPage = await this.api.courseLearners(
      asked,
      page,
      COURSE_STUDENTS_PAGE_SIZE,
    );
    runInAction(() => {
      if (this.courseId !== asked) return;
      const { enrolled, completed, completionRate, lessons } = answer;
      this.summary = { enrolled, completed, completionRate, lessons };
    });
    return answer;
  }
}
