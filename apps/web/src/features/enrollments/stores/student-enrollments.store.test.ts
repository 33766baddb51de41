import { describe, expect, it } from 'vitest';
import { FakeEnrollmentsApi } from '../testing/fake-enrollments-api';
import { StudentEnrollmentsStore } from './student-enrollments.store';

describe('StudentEnrollmentsStore', () => {
  it('joins each enrolled course with the payment that bought it', async () => {
    const api = new FakeEnrollmentsApi();
    const sam = 'student@classroom.test';
    api.enrollments = [
      {
        id: 'e1',
        email: sam,
        courseId: 'c1',
        courseName: 'React',
        courseImage: '',
        instructorName: 'Ivan',
        progressPercent: 0,
        lastLessonId: null,
        completedAt: null,
      },
      {
        id: 'e2',
        email: 'other@x.test',
        courseId: 'c2',
        courseName: 'Go',
        courseImage: '',
        instructorName: 'Ivan',
        progressPercent: 0,
        lastLessonId: null,
        completedAt: null,
      },
    ];
    api.payments = [
      {
        email: sam,
        transactionId: 'pi_1',
        courseId: 'c1',
        courseName: 'React',
        price: 20,
        date: '2026-11-01T00:00:00Z',
        refundedAt: null,
        reversal: null,
      },
    ];
    const store = new StudentEnrollmentsStore(api);
    await store.load(sam);
    expect(store.count).toBe(1);
    expect(store.enrollmentFor('c1')?.courseName).toBe('React');
    expect(store.paymentFor('c1')?.transactionId).toBe('pi_1');
    expect(store.enrollmentFor('c2')).toBeUndefined();
  });

  it('keeps the newest payment of a course bought again after a refund, and marks the refunded one', async () => {
    const api = new FakeEnrollmentsApi();
    const sam = 'student@classroom.test';
    const payment = (transactionId: string, date: string, refundedAt: string | null) => ({
      email: sam,
      transactionId,
      courseId: 'c1',
      courseName: 'React',
      price: 20,
      date,
      refundedAt,
      reversal: refundedAt ? ('refund' as const) : null,
    });
    api.payments = [payment('pi_1', '2026-11-01T00:00:00Z', '2026-11-03T00:00:00Z')];
    const store = new StudentEnrollmentsStore(api);
    await store.load(sam);
    expect(store.paymentFor('c1')?.refundedAt).toBe('2026-11-03T00:00:00Z');

    // The server lists them newest first.
    api.payments = [payment('pi_2', '2026-11-05T00:00:00Z', null), ...api.payments];
    await store.load(sam);
    expect(store.paymentFor('c1')).toMatchObject({ transactionId: 'pi_2', refundedAt: null });
  });

  it("lists the courses under way, with the lesson 'Continue' opens", async () => {
    const api = new FakeEnrollmentsApi();
    const sam = 'student@classroom.test';
    const entry = (id: string, progressPercent: number, lastLessonId: string | null) => ({
      id: `e-${id}`,
      email: sam,
      courseId: id,
      courseName: id,
      courseImage: '',
      instructorName: 'Ivan',
      progressPercent,
      lastLessonId,
      completedAt: progressPercent === 100 ? '2026-11-02T00:00:00Z' : null,
    });
    api.enrollments = [
      entry('new', 0, null),
      entry('started', 20, 'l1'),
      entry('almost', 80, 'l7'),
      entry('done', 100, 'l9'),
    ];
    api.nextLessons.set('started', { lessonId: 'l2', title: 'Second steps' });
    const store = new StudentEnrollmentsStore(api);
    await store.load(sam);
    expect(store.inProgress.map((course) => course.courseId)).toEqual(['almost', 'started']);
    expect(store.nextLessonOf('started')).toEqual({ lessonId: 'l2', title: 'Second steps' });
    expect(store.nextLessonOf('almost')).toBeUndefined();
  });
});
