import {
  moneyEndpoints as endpoints,
  type LedgerEntryWire,
  type PayoutsPageWire,
  type RefundRequestWire,
} from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import type { PageOf } from './dashboards-api';
import type { Identified, MoneyApi, PayoutEntry, RefundRequestEntry } from './money-api';

/** A wire record with its `_id` as `id`. */
function identified<Wire extends { _id: string }>({ _id, ...fields }: Wire): Identified<Wire> {
  return { id: _id, ...fields };
}

function toRequest(wire: RefundRequestWire): RefundRequestEntry {
  return identified(wire);
}

function toPayout(wire: LedgerEntryWire): PayoutEntry {
  return {
    id: wire._id,
    instructorId: wire.instructorId,
    // The ledger counts a payout against the balance; people read the amount paid.
    amountCents: Math.abs(wire.instructorCents),
    method: wire.memo ?? '',
    reference: wire.reference ?? '',
    createdAt: wire.createdAt,
  };
}

function payoutsPage(answer: PayoutsPageWire): PageOf<PayoutEntry> {
  return {
    items: answer.payouts.map(toPayout),
    page: answer.page,
    pages: answer.pages,
    total: answer.total,
  };
}

/** Blank search fields are no filter. */
function given(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** The money pages' port over the v1 API. */
export function createHttpMoneyApi(client: ApiClient): MoneyApi {
  return {
    async refundEligibility(id) {
      const answer = await client.call(endpoints.refundEligibility, { params: { id } });
      return { ...answer, request: answer.request ? toRequest(answer.request) : null };
    },
    async requestRefund(id, reason) {
      const body = reason.trim() ? { reason: reason.trim() } : {};
      return toRequest(await client.call(endpoints.requestRefund, { params: { id }, body }));
    },
    async myRefundRequests() {
      return (await client.call(endpoints.myRefundRequests)).map(toRequest);
    },
    async refundQueue(page, filters = {}) {
      const answer = await client.call(endpoints.adminRefundRequests, {
        query: {
          page,
          q: given(filters.q),
          status: filters.status,
          sort: filters.sort,
          pendingFirst: filters.pendingFirst === false ? 'false' : undefined,
        },
      });
      return {
        items: answer.requests.map(identified),
        page: answer.page,
        pages: answer.pages,
        total: answer.total,
      };
    },
    async approveRefund(id) {
      return toRequest(await client.call(endpoints.approveRefund, { params: { id }, body: {} }));
    },
    async declineRefund(id, reason) {
      return toRequest(
        await client.call(endpoints.declineRefund, { params: { id }, body: { reason } }),
      );
    },
    refundSettings: () => client.call(endpoints.refundSettings),
    saveRefundSettings: (autoApprove) =>
      client.call(endpoints.saveRefundSettings, { body: { autoApprove } }),
    async payments(page, filters) {
      const answer = await client.call(endpoints.adminPayments, {
        query: {
          page,
          student: given(filters.student),
          courseId: given(filters.courseId),
          transactionId: given(filters.transactionId),
          from: filters.from,
          to: filters.to,
          state: filters.state,
          sort: filters.sort,
        },
      });
      return {
        items: answer.payments.map(identified),
        page: answer.page,
        pages: answer.pages,
        total: answer.total,
      };
    },
    async adminRevenue(days) {
      return (await client.call(endpoints.adminRevenue, { query: { days } })).days;
    },
    earningsOf: (id) => client.call(endpoints.adminEarnings, { params: { id } }),
    async recordPayout(payout) {
      return toPayout(await client.call(endpoints.recordPayout, { body: payout }));
    },
    async payouts(page, filters = {}) {
      return payoutsPage(
        await client.call(endpoints.adminPayouts, {
          query: {
            page,
            instructorId: filters.instructorId,
            q: given(filters.q),
            sort: filters.sort,
          },
        }),
      );
    },
    myEarnings: () => client.call(endpoints.earnings),
    async myRevenue(days, courseId) {
      const answer = await client.call(endpoints.earningsRevenue, {
        query: { days, courseId: given(courseId) },
      });
      return answer.days;
    },
    async statement(from, to) {
      const answer = await client.call(endpoints.earningsStatement, { query: { from, to } });
      return answer.rows.map(identified);
    },
    statementCsv: (from, to) =>
      client.csv(endpoints.earningsStatement, { query: { from, to, format: 'csv' } }),
    async myPayouts(page, filters = {}) {
      return payoutsPage(
        await client.call(endpoints.myPayouts, {
          query: { page, q: given(filters.q), sort: filters.sort },
        }),
      );
    },
  };
}
