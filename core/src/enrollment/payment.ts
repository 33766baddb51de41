import type { User } from '../accounts/user.entity';
import type { Course } from '../catalog/course.entity';
import type { ReversalKind } from '../money/ledger-entry';
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

/** A payment as its student's history lists it: with whether it still pays for the course. */
export interface StudentPayment extends Payment {
  /**
   * When a refund, or a dispute with the card issuer, reversed it (the ledger's reversal); null
   * while it stands. A reversed payment no longer pays for the course: it may be bought again.
   */
  refundedAt: Date | null;
  /** Which reversed it: a refund, or a dispute the platform lost; null while it stands. */
  reversal: ReversalKind | null;
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
  /**
   * The highest percentage the enrollment ever reached: it never goes down when lessons are
   * reopened or added. What a refund is judged by (decision 44).
   */
  highestProgressPercent: number;
  /**
   * When a refund or a dispute ended it (null or absent while it runs). An ended enrollment
   * stays as history but grants nothing: the student is no longer enrolled.
   */
  endedAt?: Date | null;
  endReason?: EnrollmentEndReason | null;
}

export type EnrollmentEndReason = 'refunded' | 'disputed';

/** What a payment and an enrollment copy of the course, so a receipt outlives later edits. */
export type CourseCopy = Pick<
  Payment,
  'courseId' | 'courseName' | 'courseImage' | 'instructorName'
>;

export function copyOfCourse(course: Course): CourseCopy {
  return {
    courseId: course.id,
    courseName: course.name,
    courseImage: course.image,
    instructorName: course.instructor.name,
  };
}

/** Who paid for which course, as a payment records it. */
export function payerAndCourse(
  student: User,
  course: Course,
): Pick<Payment, 'email' | 'name'> & CourseCopy {
  return { email: student.email, name: student.displayName, ...copyOfCourse(course) };
}

/** The learning fields of an enrollment that has not started. */
export const NOT_STARTED = {
  lastLessonId: null,
  progressPercent: 0,
  completedAt: null,
  highestProgressPercent: 0,
} as const;

export type EnrollmentLearning = Pick<
  Enrollment,
  'lastLessonId' | 'progressPercent' | 'completedAt' | 'highestProgressPercent'
>;

export interface CourseFigures {
  enrollments: number;
  revenue: Money;
  lastEnrolledAt: Date | null;
}
