import {
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
  type PaymentState,
  type MoneySort,
  type PayoutQuery,
  type RefundQueueQuery,
  type RefundRequest,
  type RefundRequestStatus,
  type RevenueDay,
  IMMEDIATE_KINDS,
  pageOffset,
  REVERSAL_KINDS,
} from '@classroom/core';
import type { Knex } from 'knex';
import type { Dialect } from './dialect';
import { isUniqueViolation } from './driver-errors';
import { latest } from './latest-rows';
import { pendingFirstOrder, whereContains } from './table-query';
import {
  toLedgerEntry,
  toLedgerRow,
  toRefundRequest,
  toRefundRequestRow,
  type LedgerRow,
  type RefundRequestRow,
} from './ledger-row';
import { toPayment, type PaymentRow } from './payment-row';

/**
 * The ledger, refund requests and settings in SQL. Inside a MySQL transaction reads that
 * decide a write are locking reads (latest committed rows), and the instructor's user row is
 * the ledger's lock; SQLite has one writer at a time.
 */
export class KnexMoneyRepository implements MoneyRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly dialect: Dialect,
  ) {}

  async appendEntry(entry: LedgerEntry): Promise<boolean> {
    try {
      await this.db('ledger_entries').insert(toLedgerRow(entry));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async entryOf(paymentId: string, kind: LedgerKind): Promise<LedgerEntry | null> {
    const query = this.db<LedgerRow>('ledger_entries').where({ payment_id: paymentId, kind });
    const row = await latest(query, this.db, this.dialect).first();
    return row ? toLedgerEntry(row) : null;
  }

  async entries(query: LedgerQuery): Promise<LedgerEntry[]> {
    const rows = await this.filtered(query).orderBy([{ column: 'created_at' }, { column: 'seq' }]);
    return rows.map(toLedgerEntry);
  }

  async balances(instructorId: string, now: Date): Promise<Balances> {
    const at = now.getTime();
    const held = this.db('refund_requests').select('payment_id').where({ open_key: true });
    const pending = this.db('ledger_entries')
      .where({ instructor_id: instructorId })
      .andWhere('available_at', '>', at)
      .whereNotIn('kind', IMMEDIATE_KINDS)
      .sum({ cents: 'instructor_cents' });
    const available = this.db('ledger_entries')
      .where({ instructor_id: instructorId })
      .andWhere((where) => where.where('available_at', '<=', at).orWhereIn('kind', IMMEDIATE_KINDS))
      .andWhere((where) => where.whereNot({ kind: 'sale' }).orWhereNotIn('payment_id', held))
      .sum({ cents: 'instructor_cents' });
    const [[p], [a]] = (await Promise.all([
      latest(pending, this.db, this.dialect),
      latest(available, this.db, this.dialect),
    ])) as [{ cents: unknown }[], { cents: unknown }[]];
    return { pendingCents: Number(p?.cents ?? 0), availableCents: Number(a?.cents ?? 0) };
  }

  async lockInstructor(instructorId: string): Promise<void> {
    if (this.dialect !== 'mysql' || !this.db.isTransaction) return;
    await this.db('users').select('id').where({ id: instructorId }).forUpdate();
  }

  async dailyRevenue(query: LedgerQuery & { from: Date }, days: number): Promise<RevenueDay[]> {
    const start = query.from.getTime();
    const day = this.db.raw(
      this.dialect === 'mysql' ? '(created_at - ?) DIV ?' : 'CAST((created_at - ?) / ? AS INTEGER)',
      [start, DAY_MS],
    );
    const rows = (await this.filtered({ ...query, to: new Date(start + days * DAY_MS) })
      .whereIn('kind', ['sale', 'refund', 'dispute'])
      .select({ day }, 'kind')
      .sum({ instructor: 'instructor_cents', platform: 'platform_cents' })
      .groupBy('day', 'kind')) as {
      day: unknown;
      kind: string;
      instructor: unknown;
      platform: unknown;
    }[];
    const totals: RevenueDay[] = Array.from({ length: days }, (_, index) => ({
      day: new Date(start + index * DAY_MS),
      salesCents: 0,
      refundsCents: 0,
      netCents: 0,
      instructorCents: 0,
    }));
    for (const row of rows) {
      const total = totals[Math.floor(Number(row.day))];
      if (!total) continue;
      const gross = Number(row.instructor) + Number(row.platform);
      if (row.kind === 'sale') total.salesCents += gross;
      if (row.kind === 'refund') total.refundsCents -= gross;
      total.netCents += gross;
      total.instructorCents += Number(row.instructor);
    }
    return totals;
  }

  async payouts(query: PayoutQuery, page: PageRequest): Promise<Page<LedgerEntry>> {
    const base = () => {
      const rows = this.db<LedgerRow>('ledger_entries').where({ kind: 'payout' });
      if (query.instructorId !== undefined) rows.andWhere({ instructor_id: query.instructorId });
      return whereContains(rows, query.text, ['reference', 'memo']);
    };
    const [rows, [count]] = await Promise.all([
      base()
        .orderBy(PAYOUT_ORDERS[query.sort ?? 'newest'])
        .limit(page.limit)
        .offset(pageOffset(page)),
      base().count({ n: '*' }),
    ]);
    return { items: rows.map(toLedgerEntry), total: Number(count?.n ?? 0), ...page };
  }

  async insertRefundRequest(request: RefundRequest): Promise<boolean> {
    try {
      await this.db('refund_requests').insert(toRefundRequestRow(request));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async findRefundRequest(
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<RefundRequest | null> {
    const query = this.db<RefundRequestRow>('refund_requests').where({ id });
    const row = await (options.lock ? latest(query, this.db, this.dialect) : query).first();
    return row ? toRefundRequest(row) : null;
  }

  async openRefundRequestOf(paymentId: string): Promise<RefundRequest | null> {
    const query = this.db<RefundRequestRow>('refund_requests').where({
      payment_id: paymentId,
      open_key: true,
    });
    const row = await latest(query, this.db, this.dialect).first();
    return row ? toRefundRequest(row) : null;
  }

  async latestRefundRequestOf(paymentId: string): Promise<RefundRequest | null> {
    const query = this.db<RefundRequestRow>('refund_requests')
      .where({ payment_id: paymentId })
      .orderBy(REFUND_QUEUE_ORDERS.newest)
      .limit(1);
    const row = await latest(query, this.db, this.dialect).first();
    return row ? toRefundRequest(row) : null;
  }

  async refundRequestsOf(studentId: string): Promise<RefundRequest[]> {
    const rows = await this.db<RefundRequestRow>('refund_requests')
      .where({ student_id: studentId })
      .orderBy([
        { column: 'requested_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return rows.map(toRefundRequest);
  }

  async saveRefundRequest(request: RefundRequest, from: RefundRequestStatus): Promise<boolean> {
    const { id: _id, ...row } = toRefundRequestRow(request);
    const changed = await this.db('refund_requests')
      .where({ id: request.id, status: from })
      .update(row);
    return changed > 0;
  }

  async refundRequests(query: RefundQueueQuery, page: PageRequest): Promise<Page<RefundRequest>> {
    const base = () => {
      const rows = this.db<RefundRequestRow>('refund_requests');
      if (query.status) rows.where({ status: query.status });
      if (query.text) {
        const students = whereContains(this.db('users').select('id'), query.text, [
          'display_name',
          'email',
        ]);
        rows.where((where) =>
          whereContains(where, query.text, ['course_name']).orWhereIn('student_id', students),
        );
      }
      return rows;
    };
    const order = REFUND_QUEUE_ORDERS[query.sort ?? 'newest'];
    const [rows, [count]] = await Promise.all([
      base()
        .orderBy(
          query.pendingFirst
            ? [{ column: pendingFirstOrder(this.db, 'status', 'pending') }, ...order]
            : order,
        )
        .limit(page.limit)
        .offset(pageOffset(page)),
      base().count({ n: '*' }),
    ]);
    return { items: rows.map(toRefundRequest), total: Number(count?.n ?? 0), ...page };
  }

  async countPendingRefundRequests(): Promise<number> {
    const [row] = await this.db('refund_requests').where({ status: 'pending' }).count({ n: '*' });
    return Number(row?.n ?? 0);
  }

  async searchPayments(search: PaymentSearch, page: PageRequest): Promise<Page<PaymentRecord>> {
    const base = () => {
      const query = whereContains(this.db<PaymentRow>('payments'), search.student?.trim(), [
        'email',
        'name',
      ]);
      if (search.state) this.inState(query, search.state);
      if (search.courseId) query.where({ course_id: search.courseId });
      if (search.transactionId) query.where({ transaction_id: search.transactionId });
      if (search.from) query.where('paid_at', '>=', search.from.getTime());
      if (search.to) query.where('paid_at', '<', search.to.getTime());
      return query;
    };
    const [rows, [count]] = await Promise.all([
      base()
        .orderBy(PAYMENT_ORDERS[search.sort ?? 'newest'])
        .limit(page.limit)
        .offset(pageOffset(page)),
      base().count({ n: '*' }),
    ]);
    const payments = rows.map(toPayment);
    const ids = payments.map((payment) => payment.id);
    const [reversals, open] = await Promise.all([
      ids.length
        ? (this.db<LedgerRow>('ledger_entries')
            .whereIn('payment_id', ids)
            .whereIn('kind', REVERSAL_KINDS) as Promise<LedgerRow[]>)
        : Promise.resolve([] as LedgerRow[]),
      ids.length
        ? (this.db('refund_requests')
            .whereIn('payment_id', ids)
            .where({ open_key: true })
            .select('payment_id') as Promise<{ payment_id: string }[]>)
        : Promise.resolve([]),
    ]);
    const reversed = new Map(reversals.map((row) => [row.payment_id, toLedgerEntry(row)]));
    const requested = new Set(open.map((row) => row.payment_id));
    return {
      items: payments.map((payment) => {
        const reversal = reversed.get(payment.id);
        return {
          ...payment,
          state: reversal
            ? reversal.kind === 'refund'
              ? 'refunded'
              : 'disputed'
            : requested.has(payment.id)
              ? 'refund_requested'
              : 'paid',
          settledAt: reversal?.createdAt ?? null,
        };
      }),
      total: Number(count?.n ?? 0),
      ...page,
    };
  }

  async findPaymentById(id: string): Promise<Payment | null> {
    const row = await this.db<PaymentRow>('payments').where({ id }).first();
    return row ? toPayment(row) : null;
  }

  async readSetting(name: string): Promise<string | null> {
    const row = await this.db('settings').where({ name }).first();
    return (row?.value as string | undefined) ?? null;
  }

  async saveSetting(name: string, value: string, at: Date): Promise<void> {
    await this.db('settings')
      .insert({ name, value, updated_at: at.getTime() })
      .onConflict('name')
      .merge(['value', 'updated_at']);
  }

  /** Payments in `state`: the same rules as the states `searchPayments` reports. */
  private inState(query: Knex.QueryBuilder, state: PaymentState): void {
    const reversal = (kinds: readonly LedgerKind[]) =>
      this.db('ledger_entries')
        .select('payment_id')
        .whereRaw('ledger_entries.payment_id = payments.id')
        .whereIn('kind', kinds);
    const openRequest = this.db('refund_requests')
      .select('payment_id')
      .whereRaw('refund_requests.payment_id = payments.id')
      .where({ open_key: true });
    if (state === 'refunded') query.whereExists(reversal(['refund']));
    else if (state === 'disputed')
      query.whereExists(reversal(['dispute'])).whereNotExists(reversal(['refund']));
    else {
      query.whereNotExists(reversal(REVERSAL_KINDS));
      if (state === 'refund_requested') query.whereExists(openRequest);
      else query.whereNotExists(openRequest);
    }
  }

  private filtered(query: LedgerQuery) {
    const rows = this.db<LedgerRow>('ledger_entries');
    if (query.instructorId !== undefined) rows.where({ instructor_id: query.instructorId });
    if (query.courseId !== undefined) rows.where({ course_id: query.courseId });
    if (query.from) rows.where('created_at', '>=', query.from.getTime());
    if (query.to) rows.where('created_at', '<', query.to.getTime());
    return rows;
  }
}

type Order = { column: string; order: 'asc' | 'desc' }[];

/**
 * A money table's orders: by date (with `tie`, an increasing key, so pages never overlap), or
 * by amount with the newest first among equals. `largestFirst` is the amount column's order
 * that puts the largest sum first (a payout's instructor_cents is negative: 'asc').
 */
function datedAmountOrders(
  date: string,
  tie: string,
  amount: string,
  largestFirst: 'asc' | 'desc',
): Record<MoneySort, Order> {
  const newest: Order = [
    { column: date, order: 'desc' },
    { column: tie, order: 'desc' },
  ];
  return {
    newest,
    oldest: newest.map(({ column }) => ({ column, order: 'asc' })),
    'amount-desc': [{ column: amount, order: largestFirst }, ...newest],
    'amount-asc': [{ column: amount, order: largestFirst === 'asc' ? 'desc' : 'asc' }, ...newest],
  };
}

const REFUND_QUEUE_ORDERS = datedAmountOrders('requested_at', 'id', 'amount_cents', 'desc');
const PAYMENT_ORDERS = datedAmountOrders('paid_at', 'id', 'amount_cents', 'desc');
const PAYOUT_ORDERS = datedAmountOrders('created_at', 'seq', 'instructor_cents', 'asc');
