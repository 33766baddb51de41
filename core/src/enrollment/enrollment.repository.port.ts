import type { User } from '../accounts/user.entity';
import type { Email } from '../shared/email';
import type {
  CourseFigures,
  Enrollment,
  EnrollmentEndReason,
  EnrollmentLearning,
  Payment,
  StudentPayment,
} from './payment';

export interface EnrollmentRepository {
  findPaymentByTransactionId(transactionId: string): Promise<Payment | null>;
  /** Fails with DuplicatePaymentError when the transaction id is already recorded. */
  insertPayment(payment: Payment): Promise<void>;
  /** Returns false, changing nothing, when the student is already enrolled in the course. */
  insertEnrollment(enrollment: Enrollment): Promise<boolean>;
  /** Reads only running enrollments, as do findEnrollment, enrollmentsOf and enrollmentsOfCourse. */
  isEnrolled(email: Email, courseId: string): Promise<boolean>;
  /** Any enrollment, ended ones included. With `lock`, held until commit (MySQL). */
  findEnrollmentById(id: string, options?: { lock?: boolean }): Promise<Enrollment | null>;
  /** The enrollment a payment paid for, ended or not; null for a second payment (two tabs). */
  enrollmentOfPayment(paymentId: string): Promise<Enrollment | null>;
  /**
   * Ends a running enrollment, keeping its row: true when this call ended it, false when it
   * had already ended.
   */
  endEnrollment(id: string, at: Date, reason: EnrollmentEndReason): Promise<boolean>;
  /**
   * The student's enrollment in the course, or null. With `lock`, inside a unit of work, it is
   * held until commit, so that one student's progress writes apply one after another.
   */
  findEnrollment(
    email: Email,
    courseId: string,
    options?: { lock?: boolean },
  ): Promise<Enrollment | null>;
  /** Every enrollment of the course, oldest first. */
  enrollmentsOfCourse(courseId: string): Promise<Enrollment[]>;
  /**
   * Notes the payer's own report of a recorded payment (their page's POST /payments), once:
   * true the first time, false after, or for an unknown transaction.
   */
  markConfirmedByPayer(transactionId: string, at: Date): Promise<boolean>;
  /** Writes the last lesson, the percentage, the completion date and the highest percentage. */
  saveLearning(enrollmentId: string, learning: EnrollmentLearning): Promise<void>;
  /** Newest first, each with when a refund or a dispute reversed it (the ledger's reversal). */
  paymentsOf(email: Email): Promise<StudentPayment[]>;
  /** Newest first. */
  enrollmentsOf(email: Email): Promise<Enrollment[]>;
  figuresOf(courseId: string): Promise<CourseFigures>;
  /**
   * Enrollments and revenue per UTC day from `from` (a day's start) for `days` days, oldest
   * first, a row for every day (zeros included).
   */
  dailyTotals(from: Date, days: number): Promise<DailyTotal[]>;
  /**
   * Moves a student's payments and enrollments to another (stored) record, with its name on
   * the payments: what deleting an account keeps for the books.
   */
  transferStudent(from: Email, to: User): Promise<void>;
}

export interface DailyTotal {
  /** The day's start, UTC. */
  day: Date;
  enrollments: number;
  revenueCents: number;
}
