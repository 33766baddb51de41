import type { Category, Experience } from './options';

/** Course status on the wire: 0 pending, 1 approved, 'rejected'. */
export type WireCourseStatus = 0 | 1 | 'rejected';

export interface CourseWire {
  _id: string;
  courseName: string;
  courseCategory: Category;
  language: string;
  certificate: 'Yes' | 'No';
  lectures: number;
  instructorName: string;
  instructorTitle: string;
  instructorExperience: Experience | '';
  instructorEmail: string;
  instructorImage: string;
  courseImage: string;
  courseRatings: number;
  /** Dollars. */
  price: number;
  shortDescription: string;
  detailedDescription: string;
  totalEnrollment: number;
  courseStatus: WireCourseStatus;
  /** The same value as courseStatus: the public lists use this name. */
  status: WireCourseStatus;
}

/** Instructor application status; '' when the user never applied. */
export type WireInstructorStatus = '' | 'applied' | 'approved' | 'rejected';

export interface UserWire {
  _id: string;
  displayName: string;
  photoURL: string;
  email: string;
  role: 'user' | 'admin';
  status: WireInstructorStatus;
  category: Category | '';
  experience: Experience | '';
  title: string;
}

export interface PaymentWire {
  _id: string;
  email: string;
  name: string;
  /** ISO 8601. */
  date: string;
  /** Dollars. */
  price: number;
  transactionId: string;
  courseId: string;
  courseName: string;
  courseImage: string;
  instructorName: string;
}

export interface EnrolledCourseWire {
  _id: string;
  courseId: string;
  courseName: string;
  courseImage: string;
  instructorName: string;
  /** ISO 8601. */
  enrolledAt: string;
}

export interface FeedbackWire {
  _id: string;
  feedbackText: string;
  image: string;
  name: string;
  title: string;
}

export interface StatsWire {
  totalUsers: number;
  totalCourses: number;
  totalEnrollment: number;
}

export interface UsersPageWire {
  users: UserWire[];
  page: number;
  pages: number;
  total: number;
  pageSize: number;
}

export interface CourseFiguresWire {
  courseId: string;
  totalEnrollment: number;
  enrollments: number;
  /** Dollars. */
  revenue: number;
  /** ISO 8601, or null when nobody enrolled yet. */
  lastEnrolledAt: string | null;
}

export interface AdminFlagWire {
  admin: boolean;
}

export interface InstructorFlagWire {
  instructor: boolean;
}

export interface InsertedWire {
  insertedId: string;
}

export interface ModifiedWire {
  modifiedCount: number;
}

export interface DeletedWire {
  deletedCount: number;
}

/** POST /api/v1/users: the record is created at sign-in, so nothing is ever inserted here. */
export interface SavedUserWire {
  insertedId: null;
  modifiedCount: number;
}

export interface CheckoutWire {
  clientSecret: string;
  intentId: string;
  /** Dollars, the course's stored price. */
  amount: number;
}

export interface PublicConfigWire {
  payments: { mode: 'test' | 'stripe'; publishableKey?: string };
  googleEnabled: boolean;
}

export interface SessionWire {
  user: { email: string; displayName: string; photoURL: string } | null;
}

export interface TokenWire {
  token: string;
}

/** GET /version: the product's version (package.json) and the commit it was built from. */
export interface VersionWire {
  version: string;
  commit: string;
}

export interface HealthWire {
  status: 'ok' | 'unavailable';
}
