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
}

export interface CourseFigures {
  enrollments: number;
  revenue: Money;
  lastEnrolledAt: Date | null;
}
