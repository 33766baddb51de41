import type {
  CourseReviewWire,
  CourseTableSort,
  CourseWire,
  LearnerSort,
  LearnerState,
  RevisionRowWire,
  UserSort,
  DecisionReasonBody,
  DecisionWire,
  UpdateCourseBody,
} from '@classroom/http-contract';

/**
 * What the dashboards need from the server, in the UI's own terms. The stores depend on this
 * port only; `http-dashboards-api.ts` implements it over the typed API client, and tests use an
 * in-memory fake.
 */
export type CourseStatus = 'pending' | 'approved' | 'rejected' | 'unpublished';

/** An admin's decision as the dashboards show it: the verdict, the reason, when. */
export type Decision = DecisionWire;
/** What a rejection or a take-down says: the admin's words and rubric items. */
export type DecisionReason = DecisionReasonBody;
/** What changed since the last decision, and the decisions. */
export type CourseReview = CourseReviewWire;

/** How a course table is asked: words, a state, an order, pending first. */
export interface CourseFilters {
  q?: string;
  state?: CourseStatus;
  sort?: CourseTableSort;
  pendingFirst?: boolean;
}
export type InstructorStatus = 'none' | 'applied' | 'approved' | 'rejected';

export interface DashboardUser {
  id: string;
  displayName: string;
  photoURL: string;
  email: string;
  role: string;
  status: InstructorStatus;
  category: string;
  experience: string;
  title: string;
  /** A suspended account signs in nowhere until an admin reactivates it. */
  suspended: boolean;
  /** The last decision on their application, with its reason; null when none. */
  lastDecision: Decision | null;
}

/** How the users table is asked: words, a role, active or suspended, an order. */
export interface PeopleFilters {
  q?: string;
  role?: 'user' | 'admin';
  state?: 'active' | 'suspended';
  sort?: UserSort;
}

/** How the Teacher Request table is asked: words, a state, an order, pending first. */
export interface ApplicationFilters {
  q?: string;
  state?: 'applied' | 'approved' | 'rejected';
  sort?: UserSort;
  pendingFirst?: boolean;
}

/** How the revisions queue is asked: words, pending or rejected, an order. */
export interface RevisionFilters {
  q?: string;
  state?: RevisionRowWire['status'];
  sort?: 'newest' | 'oldest';
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

export interface EnrolledCourse {
  id: string;
  courseId: string;
  courseName: string;
  courseImage: string;
  instructorName: string;
  /** Completed lessons over all lessons, 0 to 100. */
  progressPercent: number;
  /** The lesson last opened; null before the first. */
  lastLessonId: string | null;
  /** ISO date-time the course first reached 100%; null before. */
  completedAt: string | null;
}

/** The lesson 'Continue' opens in a course. */
export interface NextLesson {
  lessonId: string;
  title: string;
}

export interface PaymentRecord {
  transactionId: string;
  courseId: string;
  courseName: string;
  /** Dollars. */
  price: number;
  /** ISO date-time. */
  date: string;
  /** When a refund or a dispute reversed it (ISO date-time); null while it stands. */
  refundedAt: string | null;
  /** Which reversed it: a refund, or a dispute with the card issuer; null while it stands. */
  reversal: 'refund' | 'dispute' | null;
}

export interface PageOf<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
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

export interface DashboardsApi {
  listPeople(page: number, limit: number, filters?: PeopleFilters): Promise<PageOf<DashboardUser>>;
  makeAdmin(userId: string): Promise<void>;
  /** Suspends an account with a reason, which the person is e-mailed. */
  suspendUser(userId: string, reason: DecisionReason): Promise<void>;
  reactivateUser(userId: string): Promise<void>;
  demoteAdmin(userId: string): Promise<void>;
  listApplications(
    page: number,
    limit: number,
    filters?: ApplicationFilters,
  ): Promise<PageOf<DashboardUser>>;
  approveApplicant(userId: string): Promise<void>;
  rejectApplicant(userId: string, reason: DecisionReason): Promise<void>;
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
  listEnrollments(email: string): Promise<EnrolledCourse[]>;
  /** The lesson to continue with in an enrolled course; null when it has none. */
  nextLesson(courseId: string): Promise<NextLesson | null>;
  listPayments(email: string): Promise<PaymentRecord[]>;
}
