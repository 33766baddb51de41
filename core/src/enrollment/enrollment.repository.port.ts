import type { User } from '../accounts/user.entity';
import type { Email } from '../shared/email';
import type { CourseFigures, Enrollment, Payment } from './payment';

export interface EnrollmentRepository {
  findPaymentByTransactionId(transactionId: string): Promise<Payment | null>;
  /** Fails with DuplicatePaymentError when the transaction id is already recorded. */
  insertPayment(payment: Payment): Promise<void>;
  /** Returns false, changing nothing, when the student is already enrolled in the course. */
  insertEnrollment(enrollment: Enrollment): Promise<boolean>;
  isEnrolled(email: Email, courseId: string): Promise<boolean>;
  /** Newest first. */
  paymentsOf(email: Email): Promise<Payment[]>;
  /** Newest first. */
  enrollmentsOf(email: Email): Promise<Enrollment[]>;
  figuresOf(courseId: string): Promise<CourseFigures>;
  /**
   * Moves a student's payments and enrollments to another (stored) record, with its name on
   * the payments: what deleting an account keeps for the books.
   */
  transferStudent(from: Email, to: User): Promise<void>;
}
