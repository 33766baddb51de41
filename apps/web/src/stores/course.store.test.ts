import type { PaymentWire } from '@classroom/http-contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-fetch';
import { aPaymentWire } from '../test/payment-wire';
import { CourseStore } from './course.store';

const SAM = 'sam@classroom.test';

async function storeWith(payments: PaymentWire[]): Promise<CourseStore> {
  const { api } = fakeApi({ [`GET /api/v1/payments/${SAM}`]: () => ({ body: payments }) });
  const store = new CourseStore(api);
  await store.loadPayments(SAM);
  return store;
}

describe('CourseStore', () => {
  it('counts a payment for the course that stands', async () => {
    const store = await storeWith([aPaymentWire()]);

    expect(store.hasStandingPayment('c1')).toBe(true);
    expect(store.hasStandingPayment('c2')).toBe(false);
  });

  it('no longer counts a payment a refund or a dispute reversed', async () => {
    const store = await storeWith([aPaymentWire({ refundedAt: '2024-01-05T00:00:00.000Z' })]);

    expect(store.hasStandingPayment('c1')).toBe(false);
  });

  it('counts a purchase made after a refund', async () => {
    const store = await storeWith([
      aPaymentWire({ _id: 'p2', transactionId: 'tx2', date: '2024-02-01T00:00:00.000Z' }),
      aPaymentWire({ refundedAt: '2024-01-05T00:00:00.000Z' }),
    ]);

    expect(store.hasStandingPayment('c1')).toBe(true);
  });
});
