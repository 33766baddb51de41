import {
  countsAtOnce,
  DAY_MS,
  type Balances,
  type LedgerEntry,
  type LedgerKind,
  type LedgerQuery,
  type MoneyRepository,
  type Page,
  type PageRequest,
  type Payment,
  type PaymentRecord,
  type PaymentSearch,
  type MoneySort,
  type PayoutQuery,
  type RefundQueueQuery,
  type RefundRequest,
  type RefundRequestStatus,
  type RevenueDay,
} from '@classroom/core';
import { containsText, pendingFirst } from './memory-table-query';
import type { MemoryTables } from './memory-tables';

const OPEN: readonly RefundRequestStatus[] = ['pending', 'approved'];

function pageOf<T>(rows: T[], { page, limit }: PageRequest): Page<T> {
  return { items: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
}

/** The ledger and refund requests in memory; the unit of work serialises writers. */
export class MemoryMoneyRepository implements MoneyRepository {
  constructor(private readonly tables: MemoryTables) {}

  async appendEntry(entry: LedgerEntry): Promise<boolean> {
    if (entry.paymentId && (await this.entryOf(entry.paymentId, entry.kind))) return false;
    this.tables.ledger.set(entry.id, { ...entry });
    return true;
  }

  async entryOf(paymentId: string, kind: LedgerKind): Promise<LedgerEntry | null> {
    const entry = [...this.tables.ledger.values()].find(
      (row) => row.paymentId === paymentId && row.kind === kind,
    );
    return entry ? { ...entry } : null;
  }

  async entries(query: LedgerQuery): Promise<LedgerEntry[]> {
    return [...this.tables.ledger.values()]
      .filter(
        (row) =>
          (query.instructorId === undefined || row.instructorId === query.instructorId) &&
          (query.courseId === undefined || row.courseId === query.courseId) &&
          (!query.from || row.createdAt.getTime() >= query.from.getTime()) &&
          (!query.to || row.createdAt.getTime() < query.to.getTime()),
      )
      .map((row) => ({ ...row }));
  }

  async balances(instructorId: string, now: Date): Promise<Balances> {
    let pendingCents = 0;
    let availableCents = 0;
    const held = new Set(
      [...this.tables.refundRequests.values()]
        .filter((request) => OPEN.includes(request.status))
        .map((request) => request.paymentId),
    );
    for (const row of this.tables.ledger.values()) {
      if (row.instructorId !== instructorId) continue;
      const onHold = row.availableAt.getTime() > now.getTime() && !countsAtOnce(row.kind);
      if (onHold) pendingCents += row.instructorCents;
      else if (!(row.kind === 'sale' && row.paymentId && held.has(row.paymentId)))
        availableCents += row.instructorCents;
    }
    return { pendingCents, availableCents };
  }

  async lockInstructor(): Promise<void> {
    // The memory unit of work runs one transaction at a time.
  }

  async dailyRevenue(query: LedgerQuery & { from: Date }, days: number): Promise<RevenueDay[]> {
    const rows: RevenueDay[] = Array.from({ length: days }, (_, index) => ({
      day: new Date(query.from.getTime() + index * DAY_MS),
      salesCents: 0,
      refundsCents: 0,
      netCents: 0,
      instructorCents: 0,
    }));
    const to = new Date(query.from.getTime() + days * DAY_MS);
    for (const entry of await this.entries({ ...query, to })) {
      if (entry.kind === 'payout' || entry.kind === 'fee_adjustment') continue;
      const row = rows[Math.floor((entry.createdAt.getTime() - query.from.getTime()) / DAY_MS)];
      if (!row) continue;
      const gross = entry.instructorCents + entry.platformCents;
      if (entry.kind === 'sale') row.salesCents += gross;
      if (entry.kind === 'refund') row.refundsCents -= gross;
      row.netCents += gross;
      row.instructorCents += entry.instructorCents;
    }
    return rows;
  }

  async payouts(query: PayoutQuery, page: PageRequest): Promise<Page<LedgerEntry>> {
    const rows = [...this.tables.ledger.values()]
      .filter(
        (row) =>
          row.kind === 'payout' &&
          (query.instructorId === undefined || row.instructorId === query.instructorId) &&
          containsText(query.text, row.reference ?? '', row.memo ?? ''),
      )
      .sort(PAYOUT_ORDERS[query.sort ?? 'newest']);
    return pageOf(rows, page);
  }

  async insertRefundRequest(request: RefundRequest): Promise<boolean> {
    if (await this.openRefundRequestOf(request.paymentId)) return false;
    this.tables.refundRequests.set(request.id, { ...request });
    return true;
  }

  async findRefundRequest(id: string): Promise<RefundRequest | null> {
    const row = this.tables.refundRequests.get(id);
    return row ? { ...row } : null;
  }

  async openRefundRequestOf(paymentId: string): Promise<RefundRequest | null> {
    const row = [...this.tables.refundRequests.values()].find(
      (request) => request.paymentId === paymentId && OPEN.includes(request.status),
    );
    return row ? { ...row } : null;
  }

  async latestRefundRequestOf(paymentId: string): Promise<RefundRequest | null> {
    const [row] = [...this.tables.refundRequests.values()]
      .filter((request) => request.paymentId === paymentId)
      .sort(REFUND_QUEUE_ORDERS.newest);
    return row ? { ...row } : null;
  }

  async refundRequestsOf(studentId: string): Promise<RefundRequest[]> {
    return [...this.tables.refundRequests.values()]
      .filter((request) => request.studentId === studentId)
      .sort(REFUND_QUEUE_ORDERS.newest)
      .map((request) => ({ ...request }));
  }

  async saveRefundRequest(request: RefundRequest, from: RefundRequestStatus): Promise<boolean> {
    const row = this.tables.refundRequests.get(request.id);
    if (!row || row.status !== from) return false;
    this.tables.refundRequests.set(request.id, { ...request });
    return true;
  }

  async refundRequests(query: RefundQueueQuery, page: PageRequest): Promise<Page<RefundRequest>> {
    const rows = [...this.tables.refundRequests.values()]
      .filter((request) => !query.status || request.status === query.status)
      .filter((request) => {
        const student = this.tables.users.get(request.studentId);
        return containsText(
          query.text,
          request.courseName,
          student?.displayName ?? '',
          student?.email ?? '',
        );
      })
      .sort(
        pendingFirst(
          REFUND_QUEUE_ORDERS[query.sort ?? 'newest'],
          (request) => request.status === 'pending',
          query.pendingFirst,
        ),
      );
    return pageOf(rows, page);
  }

  async countPendingRefundRequests(): Promise<number> {
    return [...this.tables.refundRequests.values()].filter((row) => row.status === 'pending')
      .length;
  }

  async searchPayments(search: PaymentSearch, page: PageRequest): Promise<Page<PaymentRecord>> {
    const student = search.student?.trim();
    const matching = [...this.tables.payments.values()].filter(
      (payment) =>
        containsText(student, payment.email, payment.name) &&
        (!search.courseId || payment.courseId === search.courseId) &&
        (!search.transactionId || payment.transactionId === search.transactionId) &&
        (!search.from || payment.paidAt.getTime() >= search.from.getTime()) &&
        (!search.to || payment.paidAt.getTime() < search.to.getTime()),
    );
    const records = (await Promise.all(matching.map((row) => this.record(row))))
      .filter((record) => !search.state || record.state === search.state)
      .sort(PAYMENT_ORDERS[search.sort ?? 'newest']);
    return pageOf(records, page);
  }

  async findPaymentById(id: string): Promise<Payment | null> {
    const row = [...this.tables.payments.values()].find((payment) => payment.id === id);
    return row ? { ...row } : null;
  }

  async readSetting(name: string): Promise<string | null> {
    return this.tables.settings.get(name) ?? null;
  }

  async saveSetting(name: string, value: string): Promise<void> {
    this.tables.settings.set(name, value);
  }

  private async record(payment: Payment): Promise<PaymentRecord> {
    const refund = await this.entryOf(payment.id, 'refund');
    const dispute = await this.entryOf(payment.id, 'dispute');
    const open = await this.openRefundRequestOf(payment.id);
    const settled = refund ?? dispute;
    return {
      ...payment,
      state: refund ? 'refunded' : dispute ? 'disputed' : open ? 'refund_requested' : 'paid',
      settledAt: settled?.createdAt ?? null,
    };
  }
}

type Compare<T> = (a: T, b: T) => number;

/** A money table's orders: newest or oldest, or by the sum (newest first among equals). */
function datedAmountOrders<T extends { id: string }>(
  date: (row: T) => Date,
  sum: (row: T) => number,
): Record<MoneySort, Compare<T>> {
  const newest: Compare<T> = (a, b) =>
    date(b).getTime() - date(a).getTime() || b.id.localeCompare(a.id);
  return {
    newest,
    oldest: (a, b) => newest(b, a),
    'amount-desc': (a, b) => sum(b) - sum(a) || newest(a, b),
    'amount-asc': (a, b) => sum(a) - sum(b) || newest(a, b),
  };
}

const PAYMENT_ORDERS = datedAmountOrders<PaymentRecord>(
  (payment) => payment.paidAt,
  (payment) => payment.amount.cents,
);
const REFUND_QUEUE_ORDERS = datedAmountOrders<RefundRequest>(
  (request) => request.requestedAt,
  (request) => request.amountCents,
);
/** A payout's instructorCents is negative: the sum paid out is its opposite. */
const PAYOUT_ORDERS = datedAmountOrders<LedgerEntry>(
  (entry) => entry.createdAt,
  (entry) => -entry.instructorCents,
);
