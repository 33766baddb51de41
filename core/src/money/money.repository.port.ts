import type { Payment } from '../enrollment/payment';
import type { Page, PageRequest } from '../shared/ports';
import type { MoneySort } from '../shared/table-options';
import type { Balances, LedgerEntry, LedgerKind, RevenueDay } from './ledger-entry';
import type { PaymentState, RefundRequest, RefundRequestStatus } from './refund-request';

export type { PaymentState } from './refund-request';

export interface PaymentRecord extends Payment {
  state: PaymentState;
  /** When the refund or dispute was recorded. */
  settledAt: Date | null;
}

export interface PaymentSearch {
  /** Part of the student's e-mail or name. */
  student?: string;
  courseId?: string;
  transactionId?: string;
  /** Paid at or after (inclusive). */
  from?: Date;
  /** Paid before (exclusive). */
  to?: Date;
  state?: PaymentState;
  /** Newest first when not given. */
  sort?: MoneySort;
}

export interface RefundQueueQuery {
  status?: RefundRequestStatus;
  /** Part of the course's name, or of the student's current name or e-mail (any case). */
  text?: string;
  /** Newest first when not given. */
  sort?: MoneySort;
  /** Pending requests before the others, each group in `sort` order. */
  pendingFirst?: boolean;
}

export interface PayoutQuery {
  instructorId?: string;
  /** Part of the payout's reference or method (any case). */
  text?: string;
  /** Newest first when not given. */
  sort?: MoneySort;
}

export interface LedgerQuery {
  instructorId?: string;
  courseId?: string;
  /** Created at or after (inclusive). */
  from?: Date;
  /** Created before (exclusive). */
  to?: Date;
}

/**
 * The earnings ledger, refund requests, payouts and the money settings. Inside a unit of work
 * its writes land with the enrollment changes they go with.
 */
export interface MoneyRepository {
  /**
   * Appends one entry. A sale, refund or dispute is unique per payment: false, changing
   * nothing, when that payment already has an entry of that kind (a replay, a race).
   */
  appendEntry(entry: LedgerEntry): Promise<boolean>;
  /** The payment's entry of that kind, if any. */
  entryOf(paymentId: string, kind: LedgerKind): Promise<LedgerEntry | null>;
  /** Oldest first. */
  entries(query: LedgerQuery): Promise<LedgerEntry[]>;
  /**
   * Sales and their reversals as of `now`; payouts and adjustments whatever their stamp
   * (IMMEDIATE_KINDS), so a balance read under the instructor's lock sees every one written.
   */
  balances(instructorId: string, now: Date): Promise<Balances>;
  /**
   * Inside a unit of work: holds the instructor's ledger until commit, so that two payouts (or
   * a payout and a dispute) read and write balances one after the other.
   */
  lockInstructor(instructorId: string): Promise<void>;
  /** A row for every UTC day from `from` (a day's start), oldest first. */
  dailyRevenue(query: LedgerQuery & { from: Date }, days: number): Promise<RevenueDay[]>;
  /** Payouts, of every instructor or one, searched and sorted. */
  payouts(query: PayoutQuery, page: PageRequest): Promise<Page<LedgerEntry>>;

  /** False when the payment already has an open (pending or approved) request. */
  insertRefundRequest(request: RefundRequest): Promise<boolean>;
  findRefundRequest(id: string, options?: { lock?: boolean }): Promise<RefundRequest | null>;
  /** The payment's pending or approved request, if any. */
  openRefundRequestOf(paymentId: string): Promise<RefundRequest | null>;
  /**
   * The payment's newest request, whatever its status; inside a unit of work, the latest
   * committed one, held until commit (MySQL).
   */
  latestRefundRequestOf(paymentId: string): Promise<RefundRequest | null>;
  /** Newest first. */
  refundRequestsOf(studentId: string): Promise<RefundRequest[]>;
  /** Writes the request only if it is still in `from`: true when this call changed it. */
  saveRefundRequest(request: RefundRequest, from: RefundRequestStatus): Promise<boolean>;
  /** The admins' queue, searched, filtered and sorted. */
  refundRequests(query: RefundQueueQuery, page: PageRequest): Promise<Page<RefundRequest>>;
  countPendingRefundRequests(): Promise<number>;

  /** Searched, filtered and sorted, with each payment's state. */
  searchPayments(search: PaymentSearch, page: PageRequest): Promise<Page<PaymentRecord>>;
  findPaymentById(id: string): Promise<Payment | null>;

  /** A stored admin setting (JSON text), or null. */
  readSetting(name: string): Promise<string | null>;
  saveSetting(name: string, value: string, at: Date): Promise<void>;
}
