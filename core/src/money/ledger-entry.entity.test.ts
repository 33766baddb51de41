import { describe, expect, it } from 'vitest';
import { aPayment, aUser, anApprovedCourse } from '../../testing';
import { DAY_MS } from './money-policy';
import {
  feeAdjustmentLine,
  isPayableAt,
  overdraws,
  payoutLine,
  reversalLine,
  saleLine,
} from './ledger-entry.entity';

const course = anApprovedCourse({ priceCents: 1999 });
const payment = aPayment(course, aUser().email);
const hold = new Date(payment.paidAt.getTime() + 30 * DAY_MS);
const sale = saleLine({
  id: 'sale-1',
  instructorId: 'instructor-1',
  payment,
  instructorShare: 0.7,
  availableAt: hold,
});
const refundedAt = new Date(payment.paidAt.getTime() + DAY_MS);

describe("the ledger's lines", () => {
  it('record a sale split to the cent, dated at the payment, payable after the hold', () => {
    expect(sale).toEqual({
      id: 'sale-1',
      instructorId: 'instructor-1',
      courseId: course.id,
      paymentId: payment.id,
      kind: 'sale',
      instructorCents: 1399,
      platformCents: 600,
      availableAt: hold,
      createdAt: payment.paidAt,
      reference: payment.transactionId,
      memo: null,
      actorId: null,
    });
    expect(isPayableAt(sale, refundedAt)).toBe(false);
    expect(isPayableAt(sale, hold)).toBe(true);
    const late = saleLine({
      id: 'sale-2',
      instructorId: 'instructor-1',
      payment,
      instructorShare: 0.7,
      availableAt: payment.paidAt,
      memo: 'recorded at its reversal',
    });
    expect(late).toMatchObject({ availableAt: payment.paidAt, memo: 'recorded at its reversal' });
  });

  it('reverse a sale by a refund exactly, both parts', () => {
    const reversal = { id: 'refund-1', at: refundedAt, reference: 're_1', actorId: 'admin-1' };
    expect(reversalLine(sale, { ...reversal, kind: 'refund' }, null)).toEqual({
      ...sale,
      id: 'refund-1',
      kind: 'refund',
      instructorCents: -1399,
      platformCents: -600,
      createdAt: refundedAt,
      reference: 're_1',
      actorId: 'admin-1',
    });
  });

  it("reverse a sale by a dispute: the instructor's part frozen as far as their balance holds it", () => {
    const reversal = {
      id: 'dispute-1',
      kind: 'dispute',
      at: hold,
      reference: 'dp_1',
      actorId: null,
    } as const;
    expect(reversalLine(sale, reversal, null)).toMatchObject({
      kind: 'dispute',
      instructorCents: -1399,
      platformCents: 1399,
      availableAt: hold,
      memo: null,
    });
    expect(reversalLine(sale, reversal, 500)).toMatchObject({
      instructorCents: -500,
      platformCents: 500,
    });
    expect(reversalLine(sale, reversal, 5000)).toMatchObject({ instructorCents: -1399 });
    const paidOut = reversalLine(sale, reversal, -200);
    expect(paidOut.platformCents).toBe(0);
    expect(paidOut.instructorCents + paidOut.platformCents).toBe(0);
  });

  it('reverse only a sale', () => {
    const refund = reversalLine(
      sale,
      { id: 'r', kind: 'refund', at: refundedAt, reference: 're', actorId: null },
      null,
    );
    expect(() =>
      reversalLine(
        refund,
        { id: 'r2', kind: 'refund', at: refundedAt, reference: 're', actorId: null },
        null,
      ),
    ).toThrow('A refund line is not reversed.');
  });

  it('record a payout and a fee adjustment, counted from when they are written', () => {
    const at = refundedAt;
    const payout = payoutLine({
      id: 'payout-1',
      instructorId: 'instructor-1',
      amountCents: 1000,
      reference: 'TR-1',
      method: 'Bank transfer',
      at,
      actorId: 'admin-1',
    });
    expect(payout).toEqual({
      id: 'payout-1',
      instructorId: 'instructor-1',
      courseId: null,
      paymentId: null,
      kind: 'payout',
      instructorCents: -1000,
      platformCents: 0,
      availableAt: at,
      createdAt: at,
      reference: 'TR-1',
      memo: 'Bank transfer',
      actorId: 'admin-1',
    });
    const credit = feeAdjustmentLine({
      id: 'fee-1',
      instructorId: 'instructor-1',
      amountCents: 250,
      memo: 'Dispute won back',
      at,
      actorId: 'admin-1',
    });
    expect(credit).toMatchObject({
      kind: 'fee_adjustment',
      instructorCents: 250,
      platformCents: -250,
      reference: null,
      memo: 'Dispute won back',
    });
    expect(overdraws(payout, 999)).toBe(true);
    expect(overdraws(payout, 1000)).toBe(false);
    expect(overdraws(credit, 0)).toBe(false);
  });
});
