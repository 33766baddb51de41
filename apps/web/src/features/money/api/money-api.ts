import type { MoneySort, PaymentState, RefundRefusal } from '@classroom/http-contract';
import type { PageOf } from './dashboards-api';

// Refunds, earnings and payouts (decision 36). Amounts stay integer cents here; the pages
// format them with formatCents.

export type RefundStatus = 'pending' | 'approved' | 'refunded' | 'declined';

export interface RefundRequestEntry {
  id: string;
  enrollmentId: string;
  courseId: string;
  courseName: string;
  amountCents: number;
  status: RefundStatus;
  /** The student's words ('' when none). */
  reason: string;
  /** The admin's words on a decline. */
  decisionReason: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

/** What the student has taken of the course: what a refund is judged by. */
export interface RefundConsumption {
  progressPercent: number;
  /** The highest progress ever reached: reopening lessons does not lower it. */
  highestProgressPercent: number;
  lessonsCompleted: number;
  lessonCount: number;
  /** When the course was first completed. */
  completedAt: string | null;
  certificate: { code: string; revoked: boolean } | null;
}

export type { RefundRefusal } from '@classroom/http-contract';

/** A request in the admins' queue, with who asked and what they consumed. */
export interface RefundQueueEntry extends RefundRequestEntry {
  studentName: string;
  studentEmail: string;
  /** Null when the enrollment is gone. */
  consumption: RefundConsumption | null;
  /** For a pending request: why an approval would be refused now, if it would. */
  approvalRefusal: RefundRefusal | null;
}

/** How the refund queue is asked: words, a status, an order, pending first (the default). */
export interface RefundQueueFilters {
  q?: string;
  status?: RefundStatus;
  sort?: MoneySort;
  pendingFirst?: boolean;
}

/** How a payout list is asked: words of the reference or method, an order. */
export interface PayoutFilters {
  q?: string;
  sort?: MoneySort;
}

export interface RefundPolicy {
  refundDays: number;
  maxProgressPercent: number;
  autoApprove: boolean;
}

/** What the student sees before asking. */
export interface RefundEligibility {
  policy: RefundPolicy;
  eligible: boolean;
  /** Why not, in words; null when eligible. */
  message: string | null;
  deadline: string | null;
  progressPercent: number;
  consumption: RefundConsumption;
  /** This payment's latest request: an open one, or the decline that closed the question. */
  request: RefundRequestEntry | null;
}

export type { PaymentState } from '@classroom/http-contract';

export interface AdminPaymentEntry {
  id: string;
  transactionId: string;
  email: string;
  name: string;
  courseId: string;
  courseName: string;
  instructorName: string;
  amountCents: number;
  paidAt: string;
  state: PaymentState;
  settledAt: string | null;
}

/** The Payments page's search; dates are ISO instants (`to` exclusive). */
export interface PaymentFilters {
  student?: string;
  courseId?: string;
  transactionId?: string;
  from?: string;
  to?: string;
  state?: PaymentState;
  sort?: MoneySort;
}

export interface RevenueDay {
  day: string;
  salesCents: number;
  refundsCents: number;
  netCents: number;
  instructorCents: number;
}

export interface Earnings {
  instructorId: string;
  pendingCents: number;
  availableCents: number;
  lifetimeCents: number;
  paidOutCents: number;
  /** 0.7 for 70%. */
  instructorShare: number;
  holdDays: number;
}

export interface StatementRow {
  id: string;
  date: string;
  kind: string;
  courseName: string | null;
  reference: string | null;
  memo: string | null;
  /** The instructor's part, signed. */
  amountCents: number;
  availableAt: string;
}

export interface PayoutEntry {
  id: string;
  instructorId: string;
  /** Paid out, as a positive number. */
  amountCents: number;
  method: string;
  reference: string;
  createdAt: string;
}

export interface NewPayout {
  instructorId: string;
  amountCents: number;
  method: string;
  reference: string;
}

/** What the money pages need from the server; the period is `days` UTC days ending today. */
export interface MoneyApi {
  refundEligibility(enrollmentId: string): Promise<RefundEligibility>;
  requestRefund(enrollmentId: string, reason: string): Promise<RefundRequestEntry>;
  myRefundRequests(): Promise<RefundRequestEntry[]>;
  refundQueue(page: number, filters?: RefundQueueFilters): Promise<PageOf<RefundQueueEntry>>;
  approveRefund(id: string): Promise<RefundQueueEntry | RefundRequestEntry>;
  declineRefund(id: string, reason: string): Promise<RefundRequestEntry>;
  refundSettings(): Promise<RefundPolicy>;
  saveRefundSettings(autoApprove: boolean): Promise<RefundPolicy>;
  payments(page: number, filters: PaymentFilters): Promise<PageOf<AdminPaymentEntry>>;
  adminRevenue(days: number): Promise<RevenueDay[]>;
  earningsOf(instructorId: string): Promise<Earnings>;
  recordPayout(payout: NewPayout): Promise<PayoutEntry>;
  payouts(
    page: number,
    filters?: PayoutFilters & { instructorId?: string },
  ): Promise<PageOf<PayoutEntry>>;
  myEarnings(): Promise<Earnings>;
  myRevenue(days: number, courseId?: string): Promise<RevenueDay[]>;
  statement(from?: string, to?: string): Promise<StatementRow[]>;
  statementCsv(from?: string, to?: string): Promise<string>;
  myPayouts(page: number, filters?: PayoutFilters): Promise<PageOf<PayoutEntry>>;
}
