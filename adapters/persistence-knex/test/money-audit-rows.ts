import { Money, type LedgerEntry, type Payment, type RefundRequest } from '@classroom/core';
import type { Knex } from 'knex';
import { toLedgerRow, toRefundRequestRow } from '../src/ledger-row';
import { toPaymentRow } from '../src/payment-row';
import { tableWorld } from './table-rows';

const BATCH = 500;
const STATUSES = ['pending', 'approved', 'refunded', 'declined'] as const;
const METHODS = ['Bank transfer', 'PayPal', 'Wise', 'Cheque'];
const KINDS = ['course-approved', 'course-rejected', 'admin-promoted', 'user-suspended'] as const;
const HOUR = 3_600_000;
const start = Date.UTC(2025, 0, 1);

/**
 * The people and courses of `tableWorld`, and as many payments (some refunded, some
 * disputed), refund requests (one per payment), payouts and audit entries, spread over a year
 * with every status and kind mixed. Deterministic.
 */
export function moneyAuditWorld(count: number) {
  const { users, courses } = tableWorld(count);
  const payments: Payment[] = Array.from({ length: count }, (_, n) => {
    const course = courses[(n * 7) % count]!;
    const student = users[(n * 13) % count]!;
    return {
      id: `table-payment-${n}`,
      transactionId: `pi_table_${n}`,
      email: student.email,
      name: student.displayName,
      courseId: course.id,
      courseName: course.name,
      courseImage: course.image,
      instructorName: course.instructor.name,
      amount: Money.cents((n * 211) % 20_000),
      paidAt: new Date(start + n * HOUR),
    };
  });
  const reversals: LedgerEntry[] = payments
    .filter((_, n) => n % 10 === 0 || n % 10 === 5)
    .map((payment, n) => ({
      id: `table-reversal-${n}`,
      instructorId: users[0]!.id,
      courseId: payment.courseId,
      paymentId: payment.id,
      kind: n % 2 === 0 ? 'refund' : 'dispute',
      instructorCents: -payment.amount.cents,
      platformCents: 0,
      availableAt: payment.paidAt,
      createdAt: payment.paidAt,
      reference: null,
      memo: null,
      actorId: null,
    }));
  const refundRequests: RefundRequest[] = Array.from({ length: count }, (_, n) => {
    const course = courses[(n * 7) % count]!;
    return {
      id: `table-refund-${n}`,
      paymentId: payments[n]!.id,
      enrollmentId: `table-enrollment-${n}`,
      studentId: users[(n * 13) % count]!.id,
      courseId: course.id,
      courseName: course.name,
      amountCents: (n * 211) % 20_000,
      status: STATUSES[Math.floor(n / 3) % STATUSES.length]!,
      reason: n % 3 === 0 ? 'Not what I expected' : '',
      decisionReason: null,
      decidedBy: null,
      requestedAt: new Date(start + n * HOUR),
      decidedAt: null,
    };
  });
  const instructors = users.filter((user) => user.toProps().instructorStatus === 'approved');
  const payouts: LedgerEntry[] = Array.from({ length: count }, (_, n) => ({
    id: `table-payout-${n}`,
    instructorId: instructors[n % instructors.length]!.id,
    courseId: null,
    paymentId: null,
    kind: 'payout',
    instructorCents: -(((n * 149) % 50_000) + 100),
    platformCents: 0,
    availableAt: new Date(start + n * HOUR),
    createdAt: new Date(start + n * HOUR),
    reference: `TRANSFER-${n}`,
    memo: METHODS[n % METHODS.length]!,
    actorId: users[0]!.id,
  }));
  const audit = Array.from({ length: count }, (_, n) => {
    const onCourse = n % 2 === 0;
    return {
      at: start + n * HOUR,
      kind: KINDS[n % KINDS.length]!,
      actor_id: users[(n * 97) % count]!.id,
      subject_type: onCourse ? 'course' : 'user',
      subject_id: onCourse ? courses[n % count]!.id : users[(n * 31) % count]!.id,
      before: JSON.stringify({ status: 'pending' }),
      after: JSON.stringify({ status: 'approved' }),
    };
  });
  return { users, courses, payments, reversals, refundRequests, payouts, audit };
}

/** Writes the money rows and audit entries in batches (the people and courses apart). */
export async function insertMoneyAuditRows(
  knex: Knex,
  world: ReturnType<typeof moneyAuditWorld>,
): Promise<void> {
  const rows = (items: object[]) => items as readonly object[];
  await knex.batchInsert('payments', rows(world.payments.map(toPaymentRow)), BATCH);
  await knex.batchInsert('ledger_entries', rows(world.reversals.map(toLedgerRow)), BATCH);
  await knex.batchInsert(
    'refund_requests',
    rows(world.refundRequests.map(toRefundRequestRow)),
    BATCH,
  );
  await knex.batchInsert('ledger_entries', rows(world.payouts.map(toLedgerRow)), BATCH);
  await knex.batchInsert('audit_log', rows(world.audit), BATCH);
}
