import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DeadlinePassedError,
  IdempotencyKeyInProgressError,
  idempotencyClaim,
  type Course,
  type Email,
} from '../src/index';
import { aPayment, anEnrollment, givenCourses } from './fixtures.contract';
import { anApprovedCourse } from './course.mother';
import type { ContractStore, StoreFactory } from './store.contract';
import { aUser } from './user.mother';
import { FakeRequestScope, asRequest } from './work-scope';

const KEY = { owner: 'ivan@example.com', route: 'addCourse', key: 'retry-1' };

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

    // Stores under this contract are opened with `currentScope: contractWorkScope`.
    it('commits nothing for a request past its deadline: its caller was answered 503', async () => {
      const payment = aPayment(course, student);
      const late = new FakeRequestScope(true, idempotencyClaim(KEY, 'f', new Date()));
      await expect(
        asRequest(late, () =>
          store.unitOfWork.transaction(async ({ enrollments }) => {
            await enrollments.insertPayment(payment);
          }),
        ),
      ).rejects.toBeInstanceOf(DeadlinePassedError);
      expect(await store.enrollments.findPaymentByTransactionId(payment.transactionId)).toBeNull();
      expect(await store.idempotencyKeys.find(KEY, new Date())).toBeNull();
      expect(late.claimed).toBe(false);
    });

    it("writes a request's Idempotency-Key with its commit, once", async () => {
      const claim = idempotencyClaim(KEY, 'f', new Date());
      const scope = new FakeRequestScope(false, claim);
      const before = await store.users.count();
      await asRequest(scope, async () => {
        await store.unitOfWork.transaction(({ users }) => users.insert(aUser()));
        await store.unitOfWork.transaction(({ users }) => users.insert(aUser()));
      });
      expect(scope.claimed).toBe(true);
      expect(scope.commitsBegun).toBe(2);
      expect(await store.idempotencyKeys.find(KEY, new Date())).toEqual({ ...claim, answer: null });
      expect(await store.users.count()).toBe(before + 2);
    });

    it('keeps neither the work nor the key of a request whose work fails', async () => {
      const scope = new FakeRequestScope(false, idempotencyClaim(KEY, 'f', new Date()));
      const failure = new Error('refused');
      const before = await store.users.count();
      await expect(
        asRequest(scope, () =>
          store.unitOfWork.transaction(async ({ users }) => {
            await users.insert(aUser());
            throw failure;
          }),
        ),
      ).rejects.toBe(failure);
      expect(await store.idempotencyKeys.find(KEY, new Date())).toBeNull();
      expect(await store.users.count()).toBe(before);
    });

    it('undoes the work of a retry whose key another request already wrote', async () => {
      await store.idempotencyKeys.claim(idempotencyClaim(KEY, 'f', new Date()));
      const retry = new FakeRequestScope(false, idempotencyClaim(KEY, 'f', new Date()));
      const before = await store.users.count();
      await expect(
        asRequest(retry, () => store.unitOfWork.transaction(({ users }) => users.insert(aUser()))),
      ).rejects.toBeInstanceOf(IdempotencyKeyInProgressError);
      expect(await store.users.count()).toBe(before);
    });
  });
}
