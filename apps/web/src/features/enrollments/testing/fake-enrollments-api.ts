import { FakePort } from '../../../test/fake-port';
import type {
  EnrolledCourse,
  EnrollmentsApi,
  NextLesson,
  PaymentRecord,
} from '../api/enrollments-api';

/** An in-memory server for the student's classes: their enrollments, payments and next lessons. */
export class FakeEnrollmentsApi extends FakePort implements EnrollmentsApi {
  enrollments: (EnrolledCourse & { email: string })[] = [];
  payments: (PaymentRecord & { email: string })[] = [];

  listEnrollments(email: string) {
    return this.answer(() => this.enrollments.filter((entry) => entry.email === email));
  }
  nextLessons = new Map<string, NextLesson>();
  nextLesson(courseId: string) {
    return this.answer(() => this.nextLessons.get(courseId) ?? null);
  }
  listPayments(email: string) {
    return this.answer(() => this.payments.filter((payment) => payment.email === email));
  }
}
