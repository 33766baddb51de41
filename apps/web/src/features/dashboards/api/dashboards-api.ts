import type { CourseWire, UpdateCourseBody } from '@classroom/http-contract';

/**
 * What the dashboards need from the server, in the UI's own terms. The stores depend on this
 * port only; `http-dashboards-api.ts` implements it over the typed API client, and tests use an
 * in-memory fake.
 */
export type CourseStatus = 'pending' | 'approved' | 'rejected';
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
  totalEnrollment: number;
  status: CourseStatus;
  instructorName: string;
  instructorEmail: string;
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
}

export interface PaymentRecord {
  transactionId: string;
  courseId: string;
  courseName: string;
  /** Dollars. */
  price: number;
  /** ISO date-time. */
  date: string;
}

export interface PageOf<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

export interface DashboardsApi {
  listUsers(page: number): Promise<PageOf<DashboardUser>>;
  makeAdmin(userId: string): Promise<void>;
  listApplicants(): Promise<DashboardUser[]>;
  approveApplicant(userId: string): Promise<void>;
  rejectApplicant(userId: string): Promise<void>;
  listAllCourses(page: number, limit: number): Promise<PageOf<DashboardCourse>>;
  approveCourse(courseId: string): Promise<void>;
  rejectCourse(courseId: string): Promise<void>;
  listInstructorCourses(email: string): Promise<DashboardCourse[]>;
  addCourse(input: CourseInput): Promise<string>;
  updateCourse(courseId: string, input: CourseInput): Promise<void>;
  deleteCourse(courseId: string): Promise<void>;
  courseFigures(courseId: string): Promise<CourseFigures>;
  listEnrollments(email: string): Promise<EnrolledCourse[]>;
  listPayments(email: string): Promise<PaymentRecord[]>;
}
