import type {
  AdminPaymentWire,
  BodyInput,
  EarningsWire,
  LedgerEntryWire,
  QueryInput,
  RefundEligibilityWire,
  RefundPolicyWire,
  RefundQueueEntryWire,
  RefundRequestWire,
  RevenueWire,
  StatementRowWire,
  moneyEndpoints,
} from '@classroom/http-contract';
import type { PageOf } from './dashboards-api';

// Refunds, earnings and payouts (decision 36), as the money pages read them: the contract's
// answers under `id` rather than `_id`, without what the pages never show. Amounts stay
// integer cents here; the pages format them with formatCents.

type Endpoints = typeof moneyEndpoints;

/** A wire record with its `_id` as `id`. */
export type Identified<Wire extends { _id: string }> = Omit<Wire, '_id'> & { id: string };

export type RefundStatus = RefundRequestWire['status'];

export type RefundRequestEntry = Identified<
  Omit<RefundRequestWire, 'paymentId' | 'studentId' | 'decidedBy'>
>;

export type { RefundRefusal } from '@classroom/http-contract';

/** A request in the admins' queue, with who asked and what they consumed. */
export type RefundQueueEntry = RefundRequestEntry &
  Pick<RefundQueueEntryWire, 'studentName' | 'studentEmail' | 'consumption' | 'approvalRefusal'>;

/** How the refund queue is asked: words, a status, an order, pending first (the default). */
export type RefundQueueFilters = Omit<
  QueryInput<Endpoints['adminRefundRequests']>,
  'page' | 'pendingFirst'
> & { pendingFirst?: boolean };

/** How a payout list is asked: words of the reference or method, an order. */
export type PayoutFilters = Omit<QueryInput<Endpoints['myPayouts']>, 'page'>;

/** What the student sees before asking; `request` is this payment's latest request. */
export type RefundEligibility = Omit<RefundEligibilityWire, 'reason' | 'request'> & {
  request: RefundRequestEntry | null;
};

export type { PaymentState } from '@classroom/http-contract';

export type AdminPaymentEntry = Identified<AdminPaymentWire>;

/** The Payments page's search; dates are ISO instants (`to` exclusive). */
export type PaymentFilters = Omit<QueryInput<Endpoints['adminPayments']>, 'page'>;

export type RevenueDay = RevenueWire['days'][number];

export type StatementRow = Identified<Omit<StatementRowWire, 'courseId' | 'paymentId'>>;

/** A payout as the pages show it: the amount paid (positive), its method and reference. */
export type PayoutEntry = Pick<Identified<LedgerEntryWire>, 'id' | 'instructorId' | 'createdAt'> & {
  amountCents: number;
  method: string;
  reference: string;
};

export type NewPayout = BodyInput<Endpoints['recordPayout']>;

/** What the money pages need from the server; the period is `days` UTC days ending today. */
export interface MoneyApi {
  refundEligibility(enrollmentId: string): Promise<RefundEligibility>;
  requestRefund(enrollmentId: string, reason: string): Promise<RefundRequestEntry>;
  myRefundRequests(): Promise<RefundRequestEntry[]>;
  refundQueue(page: number, filters?: RefundQueueFilters): Promise<PageOf<RefundQueueEntry>>;
  approveRefund(id: string): Promise<RefundQueueEntry | RefundRequestEntry>;
  declineRefund(id: string, reason: string): Promise<RefundRequestEntry>;
  refundSettings(): Promise<RefundPolicyWire>;
  saveRefundSettings(autoApprove: boolean): Promise<RefundPolicyWire>;
  payments(page: number, filters: PaymentFilters): Promise<PageOf<AdminPaymentEntry>>;
  adminRevenue(days: number): Promise<RevenueDay[]>;
  earningsOf(instructorId: string): Promise<EarningsWire>;
  recordPayout(payout: NewPayout): Promise<PayoutEntry>;
  payouts(
    page: number,
    filters?: PayoutFilters & { instructorId?: string },
  ): Promise<PageOf<PayoutEntry>>;
  myEarnings(): Promise<EarningsWire>;
  myRevenue(days: number, courseId?: string): Promise<RevenueDay[]>;
  statement(from?: string, to?: string): Promise<StatementRow[]>;
  statementCsv(from?: string, to?: string): Promise<string>;
  myPayouts(page: number, filters?: PayoutFilters): Promise<PageOf<PayoutEntry>>;
}
