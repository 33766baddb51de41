import type { PaymentWire } from '@classroom/http-contract';

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
  reversal: PaymentWire['reversal'];
}

/**
 * What the student's classes need from the server, in the UI's own terms; a fake implements it
 * in tests.
 */
export interface EnrollmentsApi {
  listEnrollments(email: string): Promise<EnrolledCourse[]>;
  /** The lesson to continue with in an enrolled course; null when it has none. */
  nextLesson(courseId: string): Promise<NextLesson | null>;
  listPayments(email: string): Promise<PaymentRecord[]>;
}
