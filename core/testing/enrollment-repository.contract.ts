import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicatePaymentError, type Course, type Email } from '../src/index';
import { aPayment, anEnrollment, givenCourses } from './fixtures.contract';
import { anApprovedCourse } from './course.mother';
import type { ContractStore, StoreFactory } from './store.contract';
import { aUser } from './user.mother';

const at = (hour: number) => new Date(Date.UTC(2026, 3, 1, hour, 0, 0, 500));

export function enrollmentRepositoryContract(factory: StoreFactory): void {
  describe('EnrollmentRepository', () => {
    let store: ContractStore;
    let course: Course;
    let student: Email;
    beforeEach(async () => {
      store = await factory.open();
      course = anApprovedCourse({ priceCents: 4999 });
      const user = aUser();
      student = user.email;
      await store.users.insert(user);
      await givenCourses(store, course);
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('records a payment once per transaction id', async () => {
      const payment = aPayment(course, student);
      await store.enrollments.insertPayment(payment);
      expect(await store.enrollments.findPaymentByTransactionId(payment.transactionId)).toEqual(
        payment,
      );
      await expect(
        store.enrollments.insertPayment({
          ...aPayment(course, student),
          transactionId: payment.transactionId,
        }),
      ).rejects.toBeInstanceOf(DuplicatePaymentError);
      expect(await store.enrollments.paymentsOf(student)).toHaveLength(1);
      expect(await store.enrollments.findPaymentByTransactionId('pi_unknown')).toBeNull();
    });

    it("notes the payer's own report of a payment once, however many arrive at once", async () => {
      const payment = aPayment(course, student);
      await store.enrollments.insertPayment(payment);
      const reports = await Promise.all(
        Array.from({ length: 5 }, () =>
          store.enrollments.markConfirmedByPayer(payment.transactionId, at(9)),
        ),
      );
      expect(reports.filter(Boolean)).toHaveLength(1);
      expect(await store.enrollments.markConfirmedByPayer(payment.transactionId, at(10))).toBe(
        false,
      );
      expect(await store.enrollments.markConfirmedByPayer('pi_unknown', at(10))).toBe(false);
    });

    it('enrols a student in a course once', async () => {
      const payment = aPayment(course, student);
      await store.enrollments.insertPayment(payment);
      expect(await store.enrollments.isEnrolled(student, course.id)).toBe(false);
      expect(await store.enrollments.insertEnrollment(anEnrollment(payment))).toBe(true);
      expect(await store.enrollments.insertEnrollment(anEnrollment(payment))).toBe(false);
      expect(await store.enrollments.isEnrolled(student, course.id)).toBe(true);
      expect(await store.enrollments.enrollmentsOf(student)).toHaveLength(1);
    });

    it("lists a student's payments and enrollments newest first, nobody else's", async () => {
      const second = anApprovedCourse();
      const other = aUser();
      await store.users.insert(other);
      await givenCourses(store, second);
      const early = aPayment(course, student, { paidAt: at(8) });
      const late = aPayment(second, student, { paidAt: at(15) });
      const theirs = aPayment(course, other.email, { paidAt: at(11) });
      for (const payment of [early, late, theirs]) {
        await store.enrollments.insertPayment(payment);
        await store.enrollments.insertEnrollment(anEnrollment(payment));
      }
      expect(await store.enrollments.paymentsOf(student)).toEqual([
        { ...late, refundedAt: null, reversal: null },
        { ...early, refundedAt: null, reversal: null },
      ]);
      const enrolled = await store.enrollments.enrollmentsOf(student);
      expect(enrolled.map((row) => row.courseId)).toEqual([second.id, course.id]);
      expect(enrolled[0]).toEqual(anEnrollment(late, { id: enrolled[0]!.id }));
    });

    it("moves a student's payments and enrollments to another record, then the first can go", async () => {
      const payment = aPayment(course, student);
      await store.enrollments.insertPayment(payment);
      await store.enrollments.insertEnrollment(anEnrollment(payment));
      const standIn = aUser({ displayName: 'Deleted user' });
      await store.users.insert(standIn);
      const original = await store.users.findByEmail(student);

      await store.enrollments.transferStudent(student, standIn);
      await store.users.delete(original!.id);

      expect(await store.enrollments.paymentsOf(student)).toEqual([]);
      expect(await store.enrollments.paymentsOf(standIn.email)).toEqual([
        {
          ...payment,
          email: standIn.email,
          name: 'Deleted user',
          refundedAt: null,
          reversal: null,
        },
      ]);
      expect(await store.enrollments.isEnrolled(standIn.email, course.id)).toBe(true);
      expect((await store.enrollments.figuresOf(course.id)).enrollments).toBe(1);
      expect(await store.users.findByEmail(student)).toBeNull();
    });

    it("sums a course's enrollments, revenue and last enrollment", async () => {
      expect(await store.enrollments.figuresOf(course.id)).toEqual({
        enrollments: 0,
        revenue: expect.objectContaining({ cents: 0 }),
        lastEnrolledAt: null,
      });
      const other = aUser();
      await store.users.insert(other);
      const first = aPayment(course, student, { paidAt: at(9) });
      const second = aPayment(course, other.email, { paidAt: at(13) });
      for (const payment of [first, second]) {
        await store.enrollments.insertPayment(payment);
        await store.enrollments.insertEnrollment(anEnrollment(payment));
      }
      const figures = await store.enrollments.figuresOf(course.id);
      expect(figures.enrollments).toBe(2);
      expect(figures.revenue.cents).toBe(9998);
      expect(figures.lastEnrolledAt).toEqual(at(13));
    });

    it("totals each whole day's enrollments and revenue, the last day's up to its end", async () => {
      const day = 86_400_000;
      const from = new Date(Date.UTC(2026, 3, 1));
      const others = [aUser(), aUser(), aUser(), aUser()];
      for (const other of others) await store.users.insert(other);
      // Within the first day, late on the third, at its last millisecond, and either side.
      const offsets = [0.4 * day, 2.9 * day, 3 * day - 1, -1, 3 * day];
      const payers = [student, ...others.map((other) => other.email)];
      for (const [index, offset] of offsets.entries()) {
        const paidAt = new Date(from.getTime() + offset);
        const payment = aPayment(course, payers[index]!, { paidAt });
        await store.enrollments.insertPayment(payment);
        await store.enrollments.insertEnrollment(anEnrollment(payment));
      }
      expect(await store.enrollments.dailyTotals(from, 3)).toEqual([
        { day: from, enrollments: 1, revenueCents: 4999 },
        { day: new Date(from.getTime() + day), enrollments: 0, revenueCents: 0 },
        { day: new Date(from.getTime() + 2 * day), enrollments: 2, revenueCents: 9998 },
      ]);
    });
  });
}
