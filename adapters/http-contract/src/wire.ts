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

/** One outgoing e-mail in the admins' Outbox. */
export interface OutboxEntryWire {
  _id: string;
  /** verify-email, payment-receipt, course-approved ... */
  kind: string;
  recipient: string;
  subject: string;
  /** queued, sent, kept (no mail server configured) or failed. */
  status: 'queued' | 'sent' | 'kept' | 'failed';
  attempts: number;
  lastError: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, or null until it is sent. */
  sentAt: string | null;
}

export interface OutboxPageWire {
  messages: OutboxEntryWire[];
  page: number;
  pages: number;
  total: number;
  pageSize: number;
}

/** A message as its recipient reads it; secret links only while it is kept. */
export interface OutboxMessageWire extends OutboxEntryWire {
  text: string;
  html: string;
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
  user: {
    email: string;
    displayName: string;
    photoURL: string;
    /** The product keeps this person's password (the bundled provider), so it can change it. */
    canChangePassword: boolean;
  } | null;
}

/** The answer to requests that name an address: the same whether or not it has an account. */
export interface SentIfAccountWire {
  message: string;
}

/** POST /idp/interaction/:uid/register: a link went to the address; nobody is signed in. */
export interface RegisteredWire {
  email: string;
  verificationSent: true;
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
