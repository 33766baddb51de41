import type { Email } from '../shared/email';
import type { HttpUrl } from '../shared/http-url';
import type { Money } from '../shared/money';

/** A verified card payment for one course: the student's receipt. */
export interface Payment {
  id: string;
  transactionId: string;
  email: Email;
  name: string;
  courseId: string;
  courseName: string;
  courseImage: HttpUrl;
  instructorName: string;
  amount: Money;
  paidAt: Date;
}

export interface Enrollment {
  id: string;
  email: Email;
  courseId: string;
  courseName: string;
  courseImage: HttpUrl;
  instructorName: string;
  paymentId: string;
  enrolledAt: Date;
  /** The lesson the student opened last: where 'Continue' leads. */
  lastLessonId: string | null;
  /** Completed lessons over all lessons of the course, in whole percent (rounded down). */
  progressPercent: number;
  /** When the course first reached 100%; kept if lessons are added or reopened later. */
  completedAt: Date | null;
}

/** The learning fields of an enrollment that has not started. */
export const NOT_STARTED = { lastLessonId: null, progressPercent: 0, completedAt: null } as const;

export type EnrollmentLearning = Pick<
  Enrollment,
  'lastLessonId' | 'progressPercent' | 'completedAt'
>;

export interface CourseFigures {
  enrollments: number;
  revenue: Money;
  lastEnrolledAt: Date | null;
}
