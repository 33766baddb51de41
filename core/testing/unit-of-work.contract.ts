import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Course, Email } from '../src/index';
import { aPayment, anEnrollment, givenCourses } from './fixtures.contract';
import { anApprovedCourse } from './course.mother';
import type { ContractStore, StoreFactory } from './store.contract';
import { aUser } from './user.mother';

export function unitOfWorkContract(factory: StoreFactory): void {
  describe('UnitOfWork', () => {
    let store: ContractStore;
    let course: Course;
    let student: Email;
    beforeEach(async () => {
      store = await factory.open();
      course = anApprovedCourse();
      const user = aUser();
      student = user.email;
      await store.users.insert(user);
      await givenCourses(store, course);
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('keeps every write of a transaction that succeeds, and returns its result', async () => {
      const payment = aPayment(course, student);
      const result = await store.unitOfWork.transaction(async ({ enrollments, courses }) => {
        await enrollments.insertPayment(payment);
        await enrollments.insertEnrollment(anEnrollment(payment));
        await courses.incrementEnrollment(course.id);
        return 'done';
      });
      expect(result).toBe('done');
      expect(await store.enrollments.isEnrolled(student, course.id)).toBe(true);
      expect((await store.courses.findById(course.id))?.totalEnrollment).toBe(1);
    });

    it('keeps none of the writes of a transaction that fails', async () => {
      const payment = aPayment(course, student);
      const failure = new Error('stop after the writes');
      await expect(
        store.unitOfWork.transaction(async ({ enrollments, courses }) => {
          await enrollments.insertPayment(payment);
          await enrollments.insertEnrollment(anEnrollment(payment));
          await courses.incrementEnrollment(course.id);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await store.enrollments.findPaymentByTransactionId(payment.transactionId)).toBeNull();
      expect(await store.enrollments.isEnrolled(student, course.id)).toBe(false);
      expect((await store.courses.findById(course.id))?.totalEnrollment).toBe(0);
    });

    it('sees its own writes inside the transaction', async () => {
      const payment = aPayment(course, student);
      const seen = await store.unitOfWork.transaction(async ({ enrollments }) => {
        await enrollments.insertPayment(payment);
        return enrollments.findPaymentByTransactionId(payment.transactionId);
      });
      expect(seen).toEqual(payment);
    });
  });
}
