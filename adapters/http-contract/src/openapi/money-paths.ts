import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { id } from '../fields';
import {
  adminPaymentsPageWire,
  earningsWire,
  ledgerEntryWire,
  payoutsPageWire,
  refundEligibilityWire,
  refundPolicyWire,
  refundQueueWire,
  refundRequestWire,
  revenueWire,
  statementWire,
} from '../schemas/money-answers';
import {
  adminPaymentsQuery,
  declineRefundBody,
  feeAdjustmentBody,
  payoutBody,
  myPayoutsQuery,
  payoutsQuery,
  refundQueueQuery,
  refundRequestBody,
  refundSettingsBody,
  revenueQuery,
  statementQuery,
} from '../schemas/money';
import { emptyBody } from '../schemas/users';
import { json, listHeaders, operation } from './operation';

const idPath = z.object({ id });
const tags: ['money'] = ['money'];

/** Refunds, disputes, the earnings ledger and payouts (decision 36). Money in integer cents. */
export const moneyPaths: ZodOpenApiPathsObject = {
  '/api/v1/enrollments/{id}/refund': {
    get: operation({
      operationId: 'refundEligibility',
      tags,
      summary:
        'The refund rules and whether this enrollment may be refunded, with the reason if not',
      description: "The student's own enrollment; anyone else's is 404.",
      requestParams: { path: idPath },
      ok: { 200: json('Policy and eligibility', refundEligibilityWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/enrollments/{id}/refund-requests': {
    post: operation({
      operationId: 'requestRefund',
      tags,
      summary: 'Ask for a refund of an enrollment (within the window, the course not consumed)',
      description:
        'Refused with 422 `refund_not_allowed` (the reason in the message) outside the rules: ' +
        'the course completed once, a certificate issued or the highest progress at the cap, ' +
        'or a request already declined (one request per enrollment). With auto-approval on, ' +
        'the payment is refunded at once and the answer says `refunded`.',
      requestParams: { path: idPath },
      body: refundRequestBody,
      ok: { 201: json('The request', refundRequestWire) },
      errors: [400, 401, 403, 404, 422, 503],
    }),
  },
  '/api/v1/refund-requests': {
    get: operation({
      operationId: 'myRefundRequests',
      tags,
      summary: "The signed-in student's refund requests, newest first, with the decisions",
      ok: { 200: json('Their requests', z.array(refundRequestWire)) },
      errors: [401, 403, 503],
    }),
  },
  '/api/v1/admin/refund-requests': {
    get: operation({
      operationId: 'adminRefundRequests',
      tags,
      summary: 'The refund queue: pending first, then newest, 20 a page (admin)',
      description:
        'Each request with what the student has taken of the course (`consumption`) and, while ' +
        'pending, why an approval would be refused now (`approvalRefusal`).',
      requestParams: { query: refundQueueQuery },
      ok: { 200: json('One page of requests', refundQueueWire, listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/admin/refund-requests/{id}/approve': {
    patch: operation({
      operationId: 'approveRefund',
      tags,
      summary: 'Approve a pending request: the payment is refunded through the processor (admin)',
      description:
        'A request decided already is 409 `refund_not_pending` (of many approvals at once, one ' +
        'refunds). A course the student consumed since asking is 422 `refund_not_allowed`, and ' +
        'the request stays pending. A processor failure is 503 `payment_gateway_error` and the ' +
        'request stays pending. An approval cut short (503) is finished, or undone, by the ' +
        '`refunds.reconcile` job.',
      requestParams: { path: idPath },
      body: emptyBody,
      ok: { 200: json('The request, refunded', refundRequestWire) },
      errors: [400, 401, 403, 404, 409, 422, 503],
    }),
  },
  '/api/v1/admin/refund-requests/{id}/decline': {
    patch: operation({
      operationId: 'declineRefund',
      tags,
      summary: 'Decline a pending request with a reason (admin)',
      requestParams: { path: idPath },
      body: declineRefundBody,
      ok: { 200: json('The request, declined', refundRequestWire) },
      errors: [400, 401, 403, 404, 409, 422, 503],
    }),
  },
  '/api/v1/admin/refund-settings': {
    get: operation({
      operationId: 'refundSettings',
      tags,
      summary: 'The refund rules and the auto-approval setting (admin)',
      ok: { 200: json('The settings', refundPolicyWire) },
      errors: [401, 403, 503],
    }),
    put: operation({
      operationId: 'saveRefundSettings',
      tags,
      summary: 'Turn auto-approval within the rules on or off (admin, audit-logged)',
      body: refundSettingsBody,
      ok: { 200: json('The settings', refundPolicyWire) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/admin/payments': {
    get: operation({
      operationId: 'adminPayments',
      tags,
      summary: 'Every payment, newest first, 20 a page, with its refund state (admin)',
      requestParams: { query: adminPaymentsQuery },
      ok: { 200: json('One page of payments', adminPaymentsPageWire, listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/admin/revenue': {
    get: operation({
      operationId: 'adminRevenue',
      tags,
      summary: "The school's sales, refunds and net per UTC day (admin)",
      requestParams: { query: revenueQuery },
      ok: { 200: json('One row a day, oldest first', revenueWire) },
      errors: [400, 401, 403, 422, 503],
    }),
  },
  '/api/v1/admin/earnings/{id}': {
    get: operation({
      operationId: 'adminEarnings',
      tags,
      summary: "An instructor's balances, by user id (admin; an instructor may read their own)",
      requestParams: { path: idPath },
      ok: { 200: json('The balances', earningsWire) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/admin/payouts': {
    get: operation({
      operationId: 'adminPayouts',
      tags,
      summary: 'Payout history, newest first, 20 a page; `instructorId` for one (admin)',
      requestParams: { query: payoutsQuery },
      ok: { 200: json('One page of payouts', payoutsPageWire, listHeaders) },
      errors: [400, 401, 403, 503],
    }),
    post: operation({
      operationId: 'recordPayout',
      tags,
      summary: 'Record money paid out to an instructor (admin, audit-logged)',
      description:
        'Never more than the available balance: 422 `payout_exceeds_balance`. Payouts for one ' +
        'instructor are serialised, so concurrent ones cannot overdraw.',
      body: payoutBody,
      ok: { 201: json('The payout entry', ledgerEntryWire) },
      errors: [400, 401, 403, 404, 422, 503],
    }),
  },
  '/api/v1/admin/fee-adjustments': {
    post: operation({
      operationId: 'recordFeeAdjustment',
      tags,
      summary: 'Move money between an instructor and the platform (admin, audit-logged)',
      description: 'A debit never exceeds the available balance (422 `payout_exceeds_balance`).',
      body: feeAdjustmentBody,
      ok: { 201: json('The adjustment entry', ledgerEntryWire) },
      errors: [400, 401, 403, 404, 422, 503],
    }),
  },
  '/api/v1/instructor/earnings': {
    get: operation({
      operationId: 'earnings',
      tags,
      summary: "The approved instructor's pending and available balances",
      ok: { 200: json('The balances', earningsWire) },
      errors: [401, 403, 503],
    }),
  },
  '/api/v1/instructor/earnings/revenue': {
    get: operation({
      operationId: 'earningsRevenue',
      tags,
      summary: "The instructor's revenue per UTC day, all courses or one (`courseId`)",
      requestParams: { query: revenueQuery },
      ok: { 200: json('One row a day, oldest first', revenueWire) },
      errors: [400, 401, 403, 404, 422, 503],
    }),
  },
  '/api/v1/instructor/earnings/statement': {
    get: operation({
      operationId: 'earningsStatement',
      tags,
      summary: "The instructor's ledger lines, oldest first; `format=csv` for a download",
      requestParams: { query: statementQuery },
      ok: {
        200: {
          description: 'The rows as JSON, or the same rows as CSV (earnings-statement.csv)',
          content: {
            'application/json': { schema: statementWire },
            'text/csv': { schema: z.string() },
          },
        },
      },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/instructor/payouts': {
    get: operation({
      operationId: 'myPayouts',
      tags,
      summary: "The instructor's payouts, newest first, 20 a page",
      requestParams: { query: myPayoutsQuery },
      ok: { 200: json('One page of payouts', payoutsPageWire, listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
};
