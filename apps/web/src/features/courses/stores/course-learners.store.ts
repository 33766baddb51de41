import { makeObservable, observable, runInAction } from 'mobx';
import type {
  CourseLearnersPage,
  CourseStudentRow,
  CoursesApi,
  LearnerFilters,
  LessonDropOff,
} from '../api/courses-api';
import { PagedListStore } from '../../../stores/paged-list.store';

export const COURSE_STUDENTS_PAGE_SIZE = 10;

/** The figures every page of the students repeats: enrolled, completed, the drop-off. */
export interface CompletionSummary {
  enrolled: number;
  completed: number;
  completionRate: number;
  lessons: LessonDropOff[];
}

/**
 * One course's students a page at a time, searched, filtered and sorted on the server, with
 * its completion rate and drop-off by lesson over every student (owner or admin): the
 * details page opens it for its course.
 */
export class CourseLearnersStore extends PagedListStore<CourseStudentRow> {
  courseId = '';
  summary: CompletionSummary | null = null;
  filters: LearnerFilters = {};

  constructor(private readonly api: CoursesApi) {
    super();
    makeObservable(this, { courseId: observable, summary: observable, filters: observable });
  }

  /** Shows another course: its first page, unfiltered, with nothing of the last course meanwhile. */
  open(courseId: string): Promise<void> {
    if (courseId !== this.courseId) {
      runInAction(() => {
        this.courseId = courseId;
        this.summary = null;
        this.filters = {};
        this.items.clear();
      });
    }
    return this.load(1);
  }

  /** A new search, standing or order: the first page of the students that match. */
  filter(change: Partial<LearnerFilters>): Promise<void> {
    runInAction(() => {
      this.filters = { ...this.filters, ...change };
    });
    return this.load(1);
  }

  protected override stillWanted(): () => boolean {
    const course = this.courseId;
    const filters = this.filters;
    return () => this.courseId === course && this.filters === filters;
  }

  protected async fetchPage(page: number) {
    const asked = this.courseId;
    const answer: CourseLearnersPage = await this.api.courseLearners(
      asked,
      page,
      COURSE_STUDENTS_PAGE_SIZE,
      this.filters,
    );
    runInAction(() => {
      if (this.courseId !== asked) return;
      const { enrolled, completed, completionRate, lessons } = answer;
      this.summary = { enrolled, completed, completionRate, lessons };
    });
    return answer;
  }
}
