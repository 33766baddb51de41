import type { Course, Email, Enrollment, HttpUrl, Payment } from '../src/index';
import { Money, NOT_STARTED } from '../src/index';
import type { ContractStore } from './store.contract';
import { nextNumber } from './sequence';
import { anApprovedInstructor } from './user.mother';

/** Stores courses, first creating their instructors' user records where missing. */
export async function givenCourses(store: ContractStore, ...courses: Course[]): Promise<void> {
  for (const course of courses) {
    const email = course.instructor.email;
    if (!(await store.users.findByEmail(email))) {
      await store.users.insert(
        anApprovedInstructor({ email, displayName: course.instructor.name }),
      );
    }
    await store.courses.insert(course);
  }
}

export function aPayment(course: Course, email: Email, overrides: Partial<Payment> = {}): Payment {
  const n = nextNumber();
  return {
    id: `payment-${n}`,
    transactionId: `pi_contract_${n}`,
    email,
    name: 'Sam Student',
    courseId: course.id,
    courseName: course.name,
    courseImage: course.image,
    instructorName: course.instructor.name,
    amount: course.price,
    paidAt: new Date(Date.UTC(2026, 1, 1, 12, 0, 0, n % 1000)),
    ...overrides,
  };
}

export function anEnrollment(payment: Payment, overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    id: `enrollment-${nextNumber()}`,
    email: payment.email,
    courseId: payment.courseId,
    courseName: payment.courseName,
    courseImage: payment.courseImage as HttpUrl,
    instructorName: payment.instructorName,
    paymentId: payment.id,
    enrolledAt: payment.paidAt,
    ...NOT_STARTED,
    ...overrides,
  };
}

export const dollars = (amount: number) => Money.dollars(amount);
