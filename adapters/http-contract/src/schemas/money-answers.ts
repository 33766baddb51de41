import { z } from 'zod';
import { LEDGER_KINDS } from '@classroom/core/ledger-kinds';
import {
  PAYMENT_STATES,
  REFUND_REFUSALS,
  REFUND_REQUEST_STATUSES,
} from '@classroom/core/refund-statuses';
import { page } from '../endpoints/page';
import { MONEY_PAGE_SIZE } from './money';

const dateTime = z.iso.datetime();
const cents = z.int();

export const refundRequestWire = z
  .strictObject({
    _id: z.string(),
    paymentId: z.string(),
    enrollmentId: z.string(),
    studentId: z.string(),
    courseId: z.string(),
    courseName: z.string(),
    amountCents: cents,
    status: z.enum(REFUND_REQUEST_STATUSES).meta({
      description:
        'pending: awaits an admin; approved: being refunded; refunded: money returned; declined: see decisionReason',
    }),
    reason: z.string(),
    decisionReason: z.string().nullable(),
    decidedBy: z.string().nullable().meta({ description: 'null: automatic, or a dispute' }),
    requestedAt: dateTime,
    decidedAt: dateTime.nullable(),
  })
  .meta({ id: 'RefundRequest' });

export const refundPolicyWire = z
  .strictObject({
    refundDays: z.int().meta({ description: 'Days after payment a refund may be asked for' }),
    maxProgressPercent: z.int().meta({ description: 'From this progress (in %) on, no refund' }),
    autoApprove: z.boolean(),
  })
  .meta({ id: 'RefundPolicy' });

const refundRefusal = z.enum(REFUND_REFUSALS);

export const refundConsumptionWire = z
  .strictObject({
    progressPercent: z.int().meta({ description: 'Completed lessons over all lessons now' }),
    highestProgressPercent: z.int().meta({
      description: 'The highest progress ever reached: reopening lessons does not lower it',
    }),
    lessonsCompleted: z.int(),
    lessonCount: z.int(),
    completedAt: dateTime.nullable().meta({ description: 'When the course was first completed' }),
    certificate: z
      .strictObject({ code: z.string(), revoked: z.boolean() })
      .nullable()
      .meta({ description: "The enrollment's certificate, if one was issued" }),
  })
  .meta({ id: 'RefundConsumption', description: 'What the student has taken of the course' });

export const refundEligibilityWire = z
  .strictObject({
    policy: refundPolicyWire,
    eligible: z.boolean(),
    reason: refundRefusal.nullable().meta({ description: 'Why not, when not eligible' }),
    message: z.string().nullable().meta({ description: 'The reason in words' }),
    deadline: dateTime.nullable().meta({ description: 'The last moment to ask' }),
    progressPercent: z.int(),
    consumption: refundConsumptionWire,
    request: refundRequestWire.nullable().meta({
      description: "The payment's latest request, if any (a declined one is final)",
    }),
  })
  .meta({ id: 'RefundEligibility' });

export const refundQueueEntryWire = refundRequestWire
  .extend({
    studentName: z.string().meta({ description: "'' once the account is deleted" }),
    studentEmail: z.string(),
    consumption: refundConsumptionWire
      .nullable()
      .meta({ description: 'Null when the enrollment is gone' }),
    approvalRefusal: refundRefusal.nullable().meta({
      description: 'For a pending request: why an approval would be refused now, if it would',
    }),
  })
  .meta({ id: 'RefundQueueEntry' });

export const refundQueueWire = page(refundQueueEntryWire, 'requests', MONEY_PAGE_SIZE).meta({
  id: 'RefundQueue',
});

export const adminPaymentWire = z
  .strictObject({
    _id: z.string(),
    transactionId: z.string(),
    email: z.string(),
    name: z.string(),
    courseId: z.string(),
    courseName: z.string(),
    instructorName: z.string(),
    amountCents: cents,
    paidAt: dateTime,
    state: z.enum(PAYMENT_STATES),
    settledAt: dateTime.nullable().meta({ description: 'When refunded or disputed' }),
  })
  .meta({ id: 'AdminPayment' });

export const adminPaymentsPageWire = page(adminPaymentWire, 'payments', MONEY_PAGE_SIZE).meta({
  id: 'AdminPaymentsPage',
});

export const revenueDayWire = z
  .strictObject({
    day: dateTime.meta({ description: "The UTC day's start" }),
    salesCents: cents,
    refundsCents: cents.meta({ description: 'Refunded that day, as a positive number' }),
    netCents: cents,
    instructorCents: cents.meta({
      description: "The instructors' part, less refunds and disputes",
    }),
  })
  .meta({ id: 'RevenueDay' });

export const revenueWire = z
  .strictObject({ days: z.array(revenueDayWire) })
  .meta({ id: 'Revenue' });

export const earningsWire = z
  .strictObject({
    instructorId: z.string(),
    pendingCents: cents.meta({ description: 'Earned, still within the hold (refund window)' }),
    availableCents: cents.meta({
      description: 'Payable now (sales with a refund request awaiting a decision wait)',
    }),
    lifetimeCents: cents.meta({ description: 'All earnings less refunds, disputes, adjustments' }),
    paidOutCents: cents,
    instructorShare: z.number().meta({ description: 'INSTRUCTOR_SHARE, e.g. 0.7' }),
    holdDays: z.int().meta({ description: 'Days before a sale becomes payable (REFUND_DAYS)' }),
  })
  .meta({ id: 'Earnings' });

export const statementRowWire = z
  .strictObject({
    _id: z.string(),
    date: dateTime,
    kind: z.enum(LEDGER_KINDS),
    courseId: z.string().nullable(),
    courseName: z.string().nullable(),
    paymentId: z.string().nullable(),
    reference: z.string().nullable(),
    memo: z.string().nullable(),
    amountCents: cents.meta({ description: "The instructor's part, signed" }),
    availableAt: dateTime,
  })
  .meta({ id: 'StatementRow' });

export const statementWire = z
  .strictObject({ rows: z.array(statementRowWire) })
  .meta({ id: 'Statement' });

export const ledgerEntryWire = z
  .strictObject({
    _id: z.string(),
    instructorId: z.string(),
    kind: z.enum(LEDGER_KINDS),
    instructorCents: cents,
    platformCents: cents,
    courseId: z.string().nullable(),
    paymentId: z.string().nullable(),
    reference: z.string().nullable(),
    memo: z.string().nullable().meta({ description: "A payout's method, an adjustment's note" }),
    actorId: z.string().nullable(),
    createdAt: dateTime,
    availableAt: dateTime,
  })
  .meta({ id: 'LedgerEntry' });

export const payoutsPageWire = page(ledgerEntryWire, 'payouts', MONEY_PAGE_SIZE).meta({
  id: 'PayoutsPage',
});

export type RefundRequestWire = z.infer<typeof refundRequestWire>;
export type RefundPolicyWire = z.infer<typeof refundPolicyWire>;
export type RefundRefusal = z.infer<typeof refundRefusal>;
export type RefundConsumptionWire = z.infer<typeof refundConsumptionWire>;
export type RefundEligibilityWire = z.infer<typeof refundEligibilityWire>;
export type RefundQueueEntryWire = z.infer<typeof refundQueueEntryWire>;
export type RefundQueueWire = z.infer<typeof refundQueueWire>;
export type AdminPaymentWire = z.infer<typeof adminPaymentWire>;
export type AdminPaymentsPageWire = z.infer<typeof adminPaymentsPageWire>;
export type RevenueWire = z.infer<typeof revenueWire>;
export type EarningsWire = z.infer<typeof earningsWire>;
export type StatementRowWire = z.infer<typeof statementRowWire>;
export type StatementWire = z.infer<typeof statementWire>;
export type LedgerEntryWire = z.infer<typeof ledgerEntryWire>;
export type PayoutsPageWire = z.infer<typeof payoutsPageWire>;
