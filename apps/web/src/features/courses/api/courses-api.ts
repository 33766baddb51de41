import type {
  CourseReviewWire,
  CourseTableSort,
  CourseWire,
  LearnerSort,
  LearnerState,
  QueryInput,
  RevisionRowWire,
  UpdateCourseBody,
  endpoints,
} from '@classroom/http-contract';
import type { PageOf } from '../../../lib/table-page';
import type { CourseStatus, Decision, DecisionReason } from '../../../lib/wire';

/** What changed since the last decision, and the decisions. */
export type CourseReview = CourseReviewWire;

/** How a course table is asked: words, a state, an order, pending first. */
export interface CourseFilters {
  q?: string;
  state?: CourseStatus;
  sort?: CourseTableSort;
  pendingFirst?: boolean;
}

/** How the revisions queue is asked: words, pending or rejected, an order. */
export interface RevisionFilters {
  q?: string;
  state?: RevisionRowWire['status'];
  sort?: QueryInput<typeof endpoints.adminRevisions>['sort'];
}

/** An approved course's changes awaiting review (or rejected), as the queue lists them. */
export interface RevisionRow {
  /** The course's id: a course has at most one revision. */
  id: string;
  courseName: string;
  instructorName: string;
  instructorEmail: string;
  status: RevisionRowWire['status'];
  version: number;
  /** ISO date-time of the last change. */
  updatedAt: string;
}

export interface DashboardCourse {
  id: string;
  name: string;
  category: string;
  language: string;
  certificate: CourseWire['certificate'];
  lectures: number;
  image: string;
  /** Dollars, as the wire sends them. */
  price: number;
  shortDescription: string;
  detailedDescription: string;
  /** "What you'll learn" as the instructor wrote it; empty: the standard list. */
  learningOutcomes: string[];
  totalEnrollment: number;
  status: CourseStatus;
  instructorName: string;
  instructorEmail: string;
  /** The last decision on the course or its revision, with its reason; null when none. */
  lastDecision: Decision | null;
}

/** The fields an instructor writes, as the contract names and types them. */
export type CourseInput = UpdateCourseBody;

export interface CourseFigures {
  totalEnrollment: number;
  /** Dollars. */
  revenue: number;
  /** ISO date-time of the last enrollment, null when nobody enrolled yet. */
  lastEnrolledAt: string | null;
}

/** One enrolled student of a course, as its instructor sees them. */
export interface CourseStudentRow {
  /** The enrollment. */
  id: string;
  name: string;
  progressPercent: number;
  completedAt: string | null;
  /** ISO date-time of the newest lesson activity; null before any lesson was opened. */
  lastActivityAt: string | null;
}

/** A lesson's share of the enrolled students who completed it, in curriculum order. */
export interface LessonDropOff {
  id: string;
  title: string;
  completed: number;
  percent: number;
}

/** A course's students table: search by name or e-mail, standing and order, on the server. */
export interface LearnerFilters {
  q?: string;
  state?: LearnerState;
  sort?: LearnerSort;
}

/** A course's completion figures with one page of its students. */
export interface CourseLearnersPage extends PageOf<CourseStudentRow> {
  enrolled: number;
  completed: number;
  completionRate: number;
  lessons: LessonDropOff[];
}

/**
 * What the course dashboards (the admins' tables and review, the instructors' classes) need
 * from the server, in the UI's own terms. The stores depend on this port only;
 * `http-courses-api.ts` implements it over the API client, and tests use an in-memory fake.
 */
export interface CoursesApi {
  listAllCourses(
    page: number,
    limit: number,
    filters?: CourseFilters,
  ): Promise<PageOf<DashboardCourse>>;
  approveCourse(courseId: string): Promise<void>;
  rejectCourse(courseId: string, reason: DecisionReason): Promise<void>;
  unpublishCourse(courseId: string, reason: DecisionReason): Promise<void>;
  resubmitCourse(courseId: string): Promise<void>;
  courseReview(courseId: string): Promise<CourseReview>;
  listRevisions(
    page: number,
    limit: number,
    filters?: RevisionFilters,
  ): Promise<PageOf<RevisionRow>>;
  approveRevision(courseId: string, version: number): Promise<void>;
  rejectRevision(courseId: string, version: number, reason: DecisionReason): Promise<void>;
  listInstructorCourses(email: string): Promise<DashboardCourse[]>;
  /** The caller's own courses as a server-run table ("My classes"). */
  listOwnCourses(
    page: number,
    limit: number,
    filters?: CourseFilters,
  ): Promise<PageOf<DashboardCourse>>;
  addCourse(input: CourseInput): Promise<string>;
  updateCourse(courseId: string, input: CourseInput): Promise<void>;
  deleteCourse(courseId: string): Promise<void>;
  courseFigures(courseId: string): Promise<CourseFigures>;
  courseLearners(
    courseId: string,
    page: number,
    limit: number,
    filters?: LearnerFilters,
  ): Promise<CourseLearnersPage>;
}
