import { z } from 'zod';
// The core's lists only (no use case, no entity): the UI imports this package too.
import { PAYMENT_STATES, REFUND_REQUEST_STATUSES } from '@classroom/core/refund-statuses';
import { MONEY_SORTS } from '@classroom/core/table-options';
import { id, pendingFirst, queryInteger, requiredText, tableSearch } from '../fields';

// Refunds, the earnings ledger and payouts (decision 36). Money travels as integer cents.

/** Rows per page of the admins' money lists (payments, refund queue, payouts). */
export const MONEY_PAGE_SIZE = 20;
/** The longest daily revenue series one request asks for. */
export const REVENUE_MAX_DAYS = 366;

const instant = (label: string) =>
  z.iso
    .datetime({ error: `${label} must be a date and time such as 2026-01-15T00:00:00.000Z` })
    .meta({ description: `${label}: an ISO 8601 instant in UTC` });

const page = queryInteger('Page', 1, 1_000_000).optional();

/** POST /api/v1/enrollments/:id/refund-requests */
export const refundRequestBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(1000, { error: 'Reason must be at most 1000 characters' })
    .optional()
    .meta({ description: "The student's words, shown to the admins (optional)" }),
});

/** PATCH /api/v1/admin/refund-requests/:id/decline */
export const declineRefundBody = z.strictObject({
  reason: requiredText('Reason', 1000).meta({ description: 'Why: shown to the student' }),
});

/** GET /api/v1/admin/refund-requests */
export const refundQueueQuery = z.strictObject({
  q: tableSearch("Part of the course's name, or of the student's name or e-mail"),
  status: z.enum(REFUND_REQUEST_STATUSES, { error: 'Not a refund request status' }).optional(),
  sort: z
    .enum(MONEY_SORTS, { error: 'Not a sort of this table' })
    .optional()
    .meta({ description: 'Newest first when not given' }),
  pendingFirst: pendingFirst.meta({ description: 'Pending requests first (the default)' }),
  page,
});

/** PUT /api/v1/admin/refund-settings */
export const refundSettingsBody = z.strictObject({
  autoApprove: z.boolean({ error: 'autoApprove must be true or false' }).meta({
    description: 'Approve and refund requests within the rules without an admin',
  }),
});

/** GET /api/v1/admin/payments */
export const adminPaymentsQuery = z.strictObject({
  student: z
    .string()
    .trim()
    .max(254, { error: 'Student must be at most 254 characters' })
    .optional()
    .meta({ description: "Part of the student's e-mail or name (any case)" }),
  courseId: id.optional(),
  transactionId: z.string().trim().max(255).optional().meta({ description: 'Exactly' }),
  from: instant('From').optional().meta({ description: 'Paid from this instant, inclusive' }),
  to: instant('To').optional().meta({ description: 'Paid until this instant, exclusive' }),
  state: z.enum(PAYMENT_STATES, { error: 'Not a payment state' }).optional(),
  sort: z
    .enum(MONEY_SORTS, { error: 'Not a sort of this table' })
    .optional()
    .meta({ description: 'Newest first when not given' }),
  page,
});

/** GET /api/v1/admin/revenue, GET /api/v1/instructor/earnings/revenue */
export const revenueQuery = z.strictObject({
  courseId: id.optional(),
  from: instant('From')
    .optional()
    .meta({ description: 'The first day (its UTC day); default: `days` days ending today' }),
  days: queryInteger('Days', 1, REVENUE_MAX_DAYS).optional().meta({ description: 'Default 30' }),
});

/** GET /api/v1/instructor/earnings/statement */
export const statementQuery = z.strictObject({
  from: instant('From').optional().meta({ description: 'Entries from, inclusive' }),
  to: instant('To').optional().meta({ description: 'Entries until, exclusive' }),
  format: z
    .enum(['json', 'csv'], { error: 'Format is json or csv' })
    .optional()
    .meta({ description: 'csv: the same rows as a text/csv download' }),
});

/** POST /api/v1/admin/payouts */
export const payoutBody = z.strictObject({
  instructorId: id,
  amountCents: z
    .int({ error: 'Amount must be a whole number of cents' })
    .min(1, { error: 'Amount must be at least 1 cent' })
    .max(1_000_000_000, { error: 'Amount is too large' }),
  method: requiredText('Method', 200).meta({ description: 'Bank transfer, PayPal ...' }),
  reference: requiredText('Reference', 200).meta({ description: "The transfer's reference" }),
});

/** POST /api/v1/admin/fee-adjustments */
export const feeAdjustmentBody = z.strictObject({
  instructorId: id,
  amountCents: z
    .int({ error: 'Amount must be a whole number of cents' })
    .min(-1_000_000_000, { error: 'Amount is too large' })
    .max(1_000_000_000, { error: 'Amount is too large' })
    .refine((value) => value !== 0, { error: 'Amount must not be 0' })
    .meta({ description: 'Signed: positive credits the instructor, negative debits them' }),
  memo: requiredText('Note', 200),
});

/** The payout lists' search, order and page. */
const payoutTable = {
  q: tableSearch("Part of the payout's reference or method"),
  sort: z
    .enum(MONEY_SORTS, { error: 'Not a sort of this table' })
    .optional()
    .meta({ description: 'Newest first when not given' }),
  page,
};

/** GET /api/v1/admin/payouts */
export const payoutsQuery = z.strictObject({
  instructorId: id.optional().meta({ description: 'One instructor (a user id)' }),
  ...payoutTable,
});

/** GET /api/v1/instructor/payouts */
export const myPayoutsQuery = z.strictObject(payoutTable);
export type MyPayoutsQuery = z.output<typeof myPayoutsQuery>;

export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuery>;
export type { PaymentState } from '@classroom/core/refund-statuses';
export type RefundQueueQuery = z.input<typeof refundQueueQuery>;
export type RevenueQuery = z.input<typeof revenueQuery>;
