import {
  adminPaymentsPageWire,
  earningsWire,
  ledgerEntryWire,
  pathOf,
  payoutsPageWire,
  refundEligibilityWire,
  refundPolicyWire,
  refundQueueWire,
  refundRequestWire,
  revenueWire,
  statementWire,
  type LedgerEntryWire,
  type PayoutsPageWire,
  type RefundRequestWire,
} from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import type { PageOf } from './dashboards-api';
import type { MoneyApi, PayoutEntry, RefundRequestEntry } from './money-api';

function toRequest(wire: RefundRequestWire): RefundRequestEntry {
  return {
    id: wire._id,
    enrollmentId: wire.enrollmentId,
    courseId: wire.courseId,
    courseName: wire.courseName,
    amountCents: wire.amountCents,
    status: wire.status,
    reason: wire.reason,
    decisionReason: wire.decisionReason,
    requestedAt: wire.requestedAt,
    decidedAt: wire.decidedAt,
  };
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
      const answer = await client.get(pathOf('refundEligibility', { id }), {
        schema: refundEligibilityWire,
      });
      return {
        policy: answer.policy,
        eligible: answer.eligible,
        message: answer.message,
        deadline: answer.deadline,
        progressPercent: answer.progressPercent,
        consumption: answer.consumption,
        request: answer.request ? toRequest(answer.request) : null,
      };
    },
    async requestRefund(id, reason) {
      const body = reason.trim() ? { reason: reason.trim() } : {};
      return toRequest(
        await client.post(pathOf('requestRefund', { id }), body, { schema: refundRequestWire }),
      );
    },
    async myRefundRequests() {
      const list = await client.get(pathOf('myRefundRequests'), {
        schema: refundRequestWire.array(),
      });
      return list.map(toRequest);
    },
    async refundQueue(page, filters = {}) {
      const answer = await client.get(pathOf('adminRefundRequests'), {
        query: {
          page,
          q: given(filters.q),
          status: filters.status,
          sort: filters.sort,
          pendingFirst: filters.pendingFirst === false ? 'false' : undefined,
        },
        schema: refundQueueWire,
      });
      return {
        items: answer.requests.map((wire) => ({
          ...toRequest(wire),
          studentName: wire.studentName,
          studentEmail: wire.studentEmail,
          consumption: wire.consumption,
          approvalRefusal: wire.approvalRefusal,
        })),
        page: answer.page,
        pages: answer.pages,
        total: answer.total,
      };
    },
    async approveRefund(id) {
      return toRequest(
        await client.patch(pathOf('approveRefund', { id }), {}, { schema: refundRequestWire }),
      );
    },
    async declineRefund(id, reason) {
      return toRequest(
        await client.patch(
          pathOf('declineRefund', { id }),
          { reason },
          { schema: refundRequestWire },
        ),
      );
    },
    refundSettings: () => client.get(pathOf('refundSettings'), { schema: refundPolicyWire }),
    saveRefundSettings: (autoApprove) =>
      client.put(pathOf('saveRefundSettings'), { autoApprove }, { schema: refundPolicyWire }),
    async payments(page, filters) {
      const answer = await client.get(pathOf('adminPayments'), {
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
        schema: adminPaymentsPageWire,
      });
      return {
        items: answer.payments.map(({ _id, ...fields }) => ({ id: _id, ...fields })),
        page: answer.page,
        pages: answer.pages,
        total: answer.total,
      };
    },
    async adminRevenue(days) {
      return (await client.get(pathOf('adminRevenue'), { query: { days }, schema: revenueWire }))
        .days;
    },
    earningsOf: (id) => client.get(pathOf('adminEarnings', { id }), { schema: earningsWire }),
    async recordPayout(payout) {
      return toPayout(
        await client.post(pathOf('recordPayout'), payout, { schema: ledgerEntryWire }),
      );
    },
    async payouts(page, filters = {}) {
      return payoutsPage(
        await client.get(pathOf('adminPayouts'), {
          query: {
            page,
            instructorId: filters.instructorId,
            q: given(filters.q),
            sort: filters.sort,
          },
          schema: payoutsPageWire,
        }),
      );
    },
    myEarnings: () => client.get(pathOf('earnings'), { schema: earningsWire }),
    async myRevenue(days, courseId) {
      const answer = await client.get(pathOf('earningsRevenue'), {
        query: { days, courseId: given(courseId) },
        schema: revenueWire,
      });
      return answer.days;
    },
    async statement(from, to) {
      const answer = await client.get(pathOf('earningsStatement'), {
        query: { from, to },
        schema: statementWire,
      });
      return answer.rows.map((row) => ({
        id: row._id,
        date: row.date,
        kind: row.kind,
        courseName: row.courseName,
        reference: row.reference,
        memo: row.memo,
        amountCents: row.amountCents,
        availableAt: row.availableAt,
      }));
    },
    statementCsv: (from, to) =>
      client.get<string>(pathOf('earningsStatement'), {
        query: { from, to, format: 'csv' },
        text: true,
      }),
    async myPayouts(page, filters = {}) {
      return payoutsPage(
        await client.get(pathOf('myPayouts'), {
          query: { page, q: given(filters.q), sort: filters.sort },
          schema: payoutsPageWire,
        }),
      );
    },
  };
}
