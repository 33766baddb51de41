import { ApiError } from '../../../lib/api-error';
import type { Decision, DecisionReason } from '../../../lib/wire';
import { FakePort, matches, page } from '../../../test/fake-port';
import type {
  CourseFigures,
  CourseLearnersPage,
  CourseStudentRow,
  LearnerFilters,
  CourseInput,
  CoursesApi,
  DashboardCourse,
  CourseFilters,
  CourseReview,
  RevisionFilters,
  RevisionRow,
} from '../api/courses-api';

export function aRevision(n: number, overrides: Partial<RevisionRow> = {}): RevisionRow {
  return {
    id: `course-${n}`,
    courseName: `Course ${n}`,
    instructorName: 'Ivan Teacher',
    instructorEmail: 'instructor@classroom.test',
    status: 'pending',
    version: 1,
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aCourse(n: number, overrides: Partial<DashboardCourse> = {}): DashboardCourse {
  return {
    id: `course-${n}`,
    name: `Course ${n}`,
    category: 'Web Development',
    language: 'English',
    certificate: 'Yes',
    lectures: 10,
    image: 'https://img.test/course.png',
    price: 49.5,
    shortDescription: 'Learn the web from the ground up',
    detailedDescription: 'All the details.',
    learningOutcomes: [],
    totalEnrollment: 0,
    status: 'pending',
    instructorName: 'Ivan Teacher',
    instructorEmail: 'instructor@classroom.test',
    lastDecision: null,
    ...overrides,
  };
}

function decided(verdict: 'rejected' | 'unpublished', reason: DecisionReason): Decision {
  return {
    _id: `decision-${verdict}`,
    subject: 'course',
    verdict,
    reason: reason.reason,
    checklist: reason.checklist ?? [],
    at: '2026-03-01T10:00:00.000Z',
  };
}

/** An in-memory server for the course dashboards' stores: it keeps state and refuses what the server would. */
export class FakeCoursesApi extends FakePort implements CoursesApi {
  courses: DashboardCourse[] = [];
  revisions: RevisionRow[] = [];
  reviews = new Map<string, CourseReview>();
  figures = new Map<string, CourseFigures>();
  /** Each course's figures with every student: the fake pages them. */
  learners = new Map<string, CourseLearnersPage>();
  private nextId = 1;

  private course(id: string): DashboardCourse {
    const course = this.courses.find((candidate) => candidate.id === id);
    if (!course) throw new Error('not found');
    return course;
  }

  listAllCourses(number: number, limit: number, filters: CourseFilters = {}) {
    return this.answer(() =>
      page(
        this.courses.filter(
          (course) =>
            (!filters.state || course.status === filters.state) &&
            (!filters.q || course.name.toLowerCase().includes(filters.q.toLowerCase())),
        ),
        number,
        limit,
      ),
    );
  }
  /** What "My classes" asked for, call by call. */
  ownCourseQueries: (CourseFilters & { page: number; limit: number })[] = [];
  listOwnCourses(number: number, limit: number, filters: CourseFilters = {}) {
    this.ownCourseQueries.push({ page: number, limit, ...filters });
    return this.answer(() => {
      const rows = this.courses.filter(
        (course) =>
          (!filters.state || course.status === filters.state) && matches(course.name, filters.q),
      );
      if (filters.sort === 'name') rows.sort((a, b) => a.name.localeCompare(b.name));
      return page(rows, number, limit);
    });
  }
  approveCourse(id: string) {
    return this.answer(() => {
      const course = this.course(id);
      if (course.status !== 'pending') throw new Error('not pending');
      course.status = 'approved';
    });
  }
  rejectCourse(id: string, reason: DecisionReason) {
    return this.answer(() => {
      const course = this.course(id);
      if (course.status !== 'pending') throw new Error('not pending');
      course.status = 'rejected';
      course.lastDecision = decided('rejected', reason);
    });
  }
  unpublishCourse(id: string, reason: DecisionReason) {
    return this.answer(() => {
      const course = this.course(id);
      if (course.status !== 'approved') throw new Error('not approved');
      course.status = 'unpublished';
      course.lastDecision = decided('unpublished', reason);
    });
  }
  resubmitCourse(id: string) {
    return this.answer(() => {
      const course = this.course(id);
      if (course.status !== 'rejected' && course.status !== 'unpublished') {
        throw new Error('not rejected');
      }
      course.status = 'pending';
    });
  }
  courseReview(id: string): Promise<CourseReview> {
    return this.answer(() => {
      const review = this.reviews.get(id);
      if (!review) throw new ApiError(404, 'not_found', 'Course not found.');
      return review;
    });
  }
  listRevisions(number: number, limit: number, filters: RevisionFilters = {}) {
    return this.answer(() =>
      page(
        this.revisions.filter(
          (row) =>
            matches(`${row.courseName} ${row.instructorName} ${row.instructorEmail}`, filters.q) &&
            (!filters.state || row.status === filters.state),
        ),
        number,
        limit,
      ),
    );
  }
  /** The revision at the version reviewed, refused as the server does once it changed. */
  private pendingRevision(id: string, version: number): RevisionRow {
    const row = this.revisions.find((candidate) => candidate.id === id);
    if (!row || row.status !== 'pending' || row.version !== version) {
      throw new ApiError(
        409,
        'revision_not_pending',
        'The instructor changed this revision meanwhile: review it again.',
      );
    }
    return row;
  }
  approveRevision(id: string, version: number) {
    return this.answer(() => {
      this.pendingRevision(id, version);
      this.revisions = this.revisions.filter((row) => row.id !== id);
    });
  }
  rejectRevision(id: string, version: number, _reason: DecisionReason) {
    return this.answer(() => {
      this.pendingRevision(id, version).status = 'rejected';
    });
  }
  listInstructorCourses(email: string) {
    return this.answer(() => this.courses.filter((course) => course.instructorEmail === email));
  }
  addCourse(input: CourseInput) {
    return this.answer(() => {
      const id = `new-${this.nextId++}`;
      this.courses.push(
        aCourse(0, {
          id,
          name: input.courseName,
          shortDescription: input.shortDescription,
          image: input.courseImage,
          category: input.courseCategory,
          lectures: input.lectures,
          certificate: input.certificate,
          price: input.price,
          language: input.language,
          detailedDescription: input.detailedDescription,
        }),
      );
      return id;
    });
  }
  updateCourse(id: string, input: CourseInput) {
    return this.answer(() => {
      Object.assign(this.course(id), { name: input.courseName, price: input.price });
    });
  }
  deleteCourse(id: string) {
    return this.answer(() => {
      if (this.course(id).status === 'approved') throw new Error('approved');
      this.courses = this.courses.filter((course) => course.id !== id);
    });
  }
  /** The filters of the last students' page asked for. */
  learnerFilters: LearnerFilters = {};
  courseLearners(id: string, number: number, limit: number, filters: LearnerFilters = {}) {
    this.learnerFilters = filters;
    return this.answer(() => {
      const learners = this.learners.get(id);
      if (!learners) throw new ApiError(404, 'not_found', 'Course not found.');
      const standing = (row: CourseStudentRow) =>
        row.completedAt ? 'completed' : row.lastActivityAt ? 'in-progress' : 'not-started';
      const rows = learners.items
        .filter((row) => !filters.q || row.name.toLowerCase().includes(filters.q.toLowerCase()))
        .filter((row) => !filters.state || standing(row) === filters.state)
        .sort((a, b) =>
          filters.sort === 'progress-desc'
            ? b.progressPercent - a.progressPercent
            : filters.sort === 'progress-asc'
              ? a.progressPercent - b.progressPercent
              : filters.sort === 'name'
                ? a.name.localeCompare(b.name)
                : 0,
        );
      return { ...learners, ...page(rows, number, limit) };
    });
  }
  courseFigures(id: string) {
    return this.answer(() => {
      const figures = this.figures.get(id);
      if (!figures) throw new Error('not found');
      return figures;
    });
  }
}
