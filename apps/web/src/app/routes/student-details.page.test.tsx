import '../../test/dom-polyfills';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRecord } from '../../features/enrollments/api/enrollments-api';
import { StudentEnrollmentsStore } from '../../features/enrollments/stores/student-enrollments.store';
import { FakeEnrollmentsApi } from '../../features/enrollments/testing/fake-enrollments-api';
import { renderPage, signedInRoot } from '../../test/render-page';
import { Component as StudentDetailsPage } from './student-details.page';

const state = vi.hoisted(() => ({ enrollments: null as unknown }));
vi.mock('../../features/enrollments/stores/use-student-enrollments', () => ({
  useStudentEnrollments: () => state.enrollments,
}));
// No refund request: a dispute, or a refund made at the processor.
vi.mock('../../features/money/stores/use-money', () => ({
  useMoneyApi: () => ({ myRefundRequests: async () => [] }),
}));

const sam = 'student@classroom.test';
const slow = { timeout: 10_000 };

function aPayment(over: Partial<PaymentRecord> = {}): PaymentRecord & { email: string } {
  return {
    email: sam,
    transactionId: 'pi_1',
    courseId: 'c1',
    courseName: 'React',
    price: 20,
    date: '2026-11-01T10:00:00.000Z',
    refundedAt: null,
    reversal: null,
    ...over,
  };
}

describe('the class progress page', { timeout: 30_000 }, () => {
  let api: FakeEnrollmentsApi;

  beforeEach(() => {
    api = new FakeEnrollmentsApi();
    state.enrollments = new StudentEnrollmentsStore(api);
  });

  const open = () =>
    renderPage(StudentDetailsPage, {
      path: '/details/:id',
      url: '/details/c1',
      root: signedInRoot(sam, 'Sam Student'),
    });

  it.each([
    { reversal: 'refund' as const, shown: 'Refunded', other: 'Disputed' },
    { reversal: 'dispute' as const, shown: 'Disputed', other: 'Refunded' },
  ])('shows a payment reversed by a $reversal as $shown, with the day', async (reversed) => {
    api.payments = [
      aPayment({ refundedAt: '2026-11-03T10:00:00.000Z', reversal: reversed.reversal }),
    ];
    open();

    expect(await screen.findByText(reversed.shown, {}, slow)).toBeTruthy();
    expect(screen.getByText(`${reversed.shown} on`)).toBeTruthy();
    expect(screen.getByText('pi_1')).toBeTruthy();
    expect(screen.queryByText(reversed.other)).toBeNull();
    expect(screen.queryByText(`${reversed.other} on`)).toBeNull();
  });

  it('shows a payment that stands without a refund mark', async () => {
    api.payments = [aPayment()];
    open();

    expect(await screen.findByText('pi_1', {}, slow)).toBeTruthy();
    expect(screen.queryByText('Refunded')).toBeNull();
    expect(screen.queryByText('Refunded on')).toBeNull();
  });
});
