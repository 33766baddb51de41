import { describe, expect, it } from 'vitest';
import { aPayment, aUser, anApprovedCourse } from '../../testing';
import { Money } from '../shared/money';
import { isPaid, processorRefundOf, reversesPayment } from './payment.entity';

const student = aUser();
const course = anApprovedCourse({ priceCents: 1999 });

describe('a payment', () => {
  it("is paid when it moved money; a free enrollment's record is not", () => {
    expect(isPaid(aPayment(course, student.email))).toBe(true);
    expect(isPaid(aPayment(course, student.email, { amount: Money.zero }))).toBe(false);
  });

  it('is reversed by a refund or dispute of its whole amount only', () => {
    const payment = aPayment(course, student.email);
    expect(reversesPayment(payment, 1999)).toBe(true);
    expect(reversesPayment(payment, undefined)).toBe(true);
    expect(reversesPayment(payment, 1998)).toBe(false);
  });

  it('is refunded whole through the processor, with a key of its own', () => {
    const payment = aPayment(course, student.email);
    expect(processorRefundOf(payment)).toEqual({
      intentId: payment.transactionId,
      amount: payment.amount,
      idempotencyKey: `refund-${payment.id}`,
    });
  });
});
