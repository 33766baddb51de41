import type { PaymentWire } from '@classroom/http-contract';

/** Sam's $20 payment for the course c1, standing unless `over` says when and how it was reversed. */
export function aPaymentWire(over: Partial<PaymentWire> = {}): PaymentWire {
  return {
    _id: 'p1',
    email: 'sam@classroom.test',
    name: 'Sam',
    date: '2024-01-01T00:00:00.000Z',
    price: 20,
    transactionId: 'tx1',
    courseId: 'c1',
    courseName: 'React',
    courseImage: '',
    instructorName: 'Ivan Teacher',
    refundedAt: null,
    reversal: null,
    ...over,
  };
}
