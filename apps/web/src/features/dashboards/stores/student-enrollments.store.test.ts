import { describe, expect, it } from 'vitest';
import { FakeDashboardsApi } from '../testing/fake-dashboards-api';
import { StudentEnrollmentsStore } from './student-enrollments.store';

describe('StudentEnrollmentsStore', () => {
  it('joins each enrolled course with the payment that bought it', async () => {
    const api = new FakeDashboardsApi();
    const sam = 'student@classroom.test';
    api.enrollments = [
      {
        id: 'e1',
        email: sam,
        courseId: 'c1',
        courseName: 'React',
        courseImage: '',
        instructorName: 'Ivan',
      },
      {
        id: 'e2',
        email: 'other@x.test',
        courseId: 'c2',
        courseName: 'Go',
        courseImage: '',
        instructorName: 'Ivan',
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
      },
    ];
    const store = new StudentEnrollmentsStore(api);
    await store.load(sam);
    expect(store.count).toBe(1);
    expect(store.enrollmentFor('c1')?.courseName).toBe('React');
    expect(store.paymentFor('c1')?.transactionId).toBe('pi_1');
    expect(store.enrollmentFor('c2')).toBeUndefined();
  });
});
