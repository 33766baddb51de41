import { describe, expect, it } from 'vitest';
import { aPaymentWire } from '../../../test/payment-wire';
import { fakeServer } from '../../../test/fake-server';
import { createHttpEnrollmentsApi } from './http-enrollments-api';

describe('createHttpEnrollmentsApi', () => {
  it("reads a student's payments with when and which reversal reversed each", async () => {
    const paid = aPaymentWire({
      date: '2026-11-01T10:00:00.000Z',
      transactionId: 'pi_1',
      refundedAt: '2026-11-03T10:00:00.000Z',
      reversal: 'dispute',
    });
    const { client } = fakeServer({
      'GET /api/v1/payments/sam%40classroom.test': { body: [paid] },
    });
    const api = createHttpEnrollmentsApi(client);
    await expect(api.listPayments('sam@classroom.test')).resolves.toEqual([
      {
        transactionId: 'pi_1',
        courseId: 'c1',
        courseName: 'React',
        price: 20,
        date: '2026-11-01T10:00:00.000Z',
        refundedAt: '2026-11-03T10:00:00.000Z',
        reversal: 'dispute',
      },
    ]);
  });
});
