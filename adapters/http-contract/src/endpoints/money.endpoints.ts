import { z } from 'zod';
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
  myPayoutsQuery,
  payoutBody,
  payoutsQuery,
  refundQueueQuery,
  refundRequestBody,
  refundSettingsBody,
  revenueQuery,
  statementQuery,
} from '../schemas/money';
import { idParams } from '../schemas/params';
import { emptyBody } from '../schemas/users';
import { endpointTable } from './endpoint';

const balances = { description: 'The balances', schema: earningsWire };
const revenue = { description: 'One row a day, oldest first', schema: revenueWire };
const payouts = { description: 'One page of payouts', schema: payoutsPageWire };
const settings = { description: 'The settings', schema: refundPolicyWire };
/** An admin's entry in an instructor's ledger: never past the available balance. */
const ledgerWriteErrors = [
  'forbidden',
  'not_found',
  'payout_exceeds_balance',
  'validation_failed',
  'service_unavailable',
] as const;

/** Refunds, disputes, the earnings ledger and payouts (decision 36). Money in integer cents. */
export const moneyEndpoints = endpointTable({
  refundEligibility: {
    method: 'GET',
    path: '/api/v1/enrollments/:id/refund',
    access: 'signedIn',
    tag: 'money',
    summary: 'The refund rules and whether this enrollment may be refunded, with the reason if not',
    description: "The student's own enrollment; anyone else's is 404.",
    params: idParams,
    answer: { 200: { description: 'Policy and eligibility', schema: refundEligibilityWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  requestRefund: {
    method: 'POST',
    path: '/api/v1/enrollments/:id/refund-requests',
    access: 'signedIn',
    tag: 'money',
    summary: 'Ask for a refund of an enrollment (within the window, the course not consumed)',
    description:
      'Refused with 422 `refund_not_allowed` (the reason in the message) outside the rules: ' +
      'the course completed once, a certificate issued or the highest progress at the cap, ' +
      'or a request already declined (one request per enrollment). With auto-approval on, ' +
      'the payment is refunded at once and the answer says `refunded`.',
    params: idParams,
    body: refundRequestBody,
    answer: { 201: { description: 'The request', schema: refundRequestWire } },
    errors: ['forbidden', 'not_found', 'refund_not_allowed', 'service_unavailable'],
  },
  myRefundRequests: {
    method: 'GET',
    path: '/api/v1/refund-requests',
    access: 'signedIn',
    tag: 'money',
    summary: "The signed-in student's refund requests, newest first, with the decisions",
    answer: { 200: { description: 'Their requests', schema: z.array(refundRequestWire) } },
    errors: ['forbidden', 'service_unavailable'],
  },
  adminRefundRequests: {
    method: 'GET',
    path: '/api/v1/admin/refund-requests',
    access: 'signedIn',
    tag: 'money',
    summary: 'The refund queue: pending first, then newest, 20 a page (admin)',
    description:
      'Each request with what the student has taken of the course (`consumption`) and, while ' +
      'pending, why an approval would be refused now (`approvalRefusal`).',
    query: refundQueueQuery,
    answer: { 200: { description: 'One page of requests', schema: refundQueueWire } },
    paging: 'page',
    errors: ['forbidden', 'service_unavailable'],
  },
  approveRefund: {
    method: 'PATCH',
    path: '/api/v1/admin/refund-requests/:id/approve',
    access: 'signedIn',
    tag: 'money',
    summary: 'Approve a pending request: the payment is refunded through the processor (admin)',
    description:
      'A request decided already is 409 `refund_not_pending` (of many approvals at once, one ' +
      'refunds). A course the student consumed since asking is 422 `refund_not_allowed`, and ' +
      'the request stays pending. A processor failure is 503 `payment_gateway_error` and the ' +
      'request stays pending. An approval cut short (503) is finished, or undone, by the ' +
      '`refunds.reconcile` job.',
    params: idParams,
    body: emptyBody,
    answer: { 200: { description: 'The request, refunded', schema: refundRequestWire } },
    errors: [
      'forbidden',
      'not_found',
      'refund_not_pending',
      'refund_not_allowed',
      'payment_gateway_error',
      'service_unavailable',
    ],
  },
  declineRefund: {
    method: 'PATCH',
    path: '/api/v1/admin/refund-requests/:id/decline',
    access: 'signedIn',
    tag: 'money',
    summary: 'Decline a pending request with a reason (admin)',
    params: idParams,
    body: declineRefundBody,
    answer: { 200: { description: 'The request, declined', schema: refundRequestWire } },
    errors: [
      'forbidden',
      'not_found',
      'refund_not_pending',
      'validation_failed',
      'service_unavailable',
    ],
  },
  refundSettings: {
    method: 'GET',
    path: '/api/v1/admin/refund-settings',
    access: 'signedIn',
    tag: 'money',
    summary: 'The refund rules and the auto-approval setting (admin)',
    answer: { 200: settings },
    errors: ['forbidden', 'service_unavailable'],
  },
  saveRefundSettings: {
    method: 'PUT',
    path: '/api/v1/admin/refund-settings',
    access: 'signedIn',
    tag: 'money',
    summary: 'Turn auto-approval within the rules on or off (admin, audit-logged)',
    body: refundSettingsBody,
    answer: { 200: settings },
    errors: ['forbidden', 'service_unavailable'],
  },
  adminPayments: {
    method: 'GET',
    path: '/api/v1/admin/payments',
    access: 'signedIn',
    tag: 'money',
    summary: 'Every payment, newest first, 20 a page, with its refund state (admin)',
    query: adminPaymentsQuery,
    answer: { 200: { description: 'One page of payments', schema: adminPaymentsPageWire } },
    paging: 'page',
    errors: ['forbidden', 'service_unavailable'],
  },
  adminRevenue: {
    method: 'GET',
    path: '/api/v1/admin/revenue',
    access: 'signedIn',
    tag: 'money',
    summary: "The school's sales, refunds and net per UTC day (admin)",
    query: revenueQuery,
    answer: { 200: revenue },
    errors: ['forbidden', 'validation_failed', 'service_unavailable'],
  },
  adminEarnings: {
    method: 'GET',
    path: '/api/v1/admin/earnings/:id',
    access: 'signedIn',
    tag: 'money',
    summary: "An instructor's balances, by user id (admin; an instructor may read their own)",
    params: idParams,
    answer: { 200: balances },
    errors: ['forbidden', 'service_unavailable'],
  },
  adminPayouts: {
    method: 'GET',
    path: '/api/v1/admin/payouts',
    access: 'signedIn',
    tag: 'money',
    summary: 'Payout history, newest first, 20 a page; `instructorId` for one (admin)',
    query: payoutsQuery,
    answer: { 200: payouts },
    paging: 'page',
    errors: ['forbidden', 'service_unavailable'],
  },
  recordPayout: {
    method: 'POST',
    path: '/api/v1/admin/payouts',
    access: 'signedIn',
    tag: 'money',
    summary: 'Record money paid out to an instructor (admin, audit-logged)',
    description:
      'Never more than the available balance: 422 `payout_exceeds_balance`. Payouts for one ' +
      'instructor are serialised, so concurrent ones cannot overdraw.',
    body: payoutBody,
    answer: { 201: { description: 'The payout entry', schema: ledgerEntryWire } },
    errors: ledgerWriteErrors,
  },
  recordFeeAdjustment: {
    method: 'POST',
    path: '/api/v1/admin/fee-adjustments',
    access: 'signedIn',
    tag: 'money',
    summary: 'Move money between an instructor and the platform (admin, audit-logged)',
    description: 'A debit never exceeds the available balance (422 `payout_exceeds_balance`).',
    body: feeAdjustmentBody,
    answer: { 201: { description: 'The adjustment entry', schema: ledgerEntryWire } },
    errors: ledgerWriteErrors,
  },
  earnings: {
    method: 'GET',
    path: '/api/v1/instructor/earnings',
    access: 'signedIn',
    tag: 'money',
    summary: "The approved instructor's pending and available balances",
    answer: { 200: balances },
    errors: ['forbidden', 'service_unavailable'],
  },
  earningsRevenue: {
    method: 'GET',
    path: '/api/v1/instructor/earnings/revenue',
    access: 'signedIn',
    tag: 'money',
    summary: "The instructor's revenue per UTC day, all courses or one (`courseId`)",
    query: revenueQuery,
    answer: { 200: revenue },
    errors: ['forbidden', 'not_found', 'validation_failed', 'service_unavailable'],
  },
  earningsStatement: {
    method: 'GET',
    path: '/api/v1/instructor/earnings/statement',
    access: 'signedIn',
    tag: 'money',
    summary: "The instructor's ledger lines, oldest first; `format=csv` for a download",
    query: statementQuery,
    answer: {
      200: {
        description: 'The rows as JSON, or the same rows as CSV (earnings-statement.csv)',
        schema: statementWire,
        csv: 'earnings-statement.csv',
      },
    },
    errors: ['forbidden', 'service_unavailable'],
  },
  myPayouts: {
    method: 'GET',
    path: '/api/v1/instructor/payouts',
    access: 'signedIn',
    tag: 'money',
    summary: "The instructor's payouts, newest first, 20 a page",
    query: myPayoutsQuery,
    answer: { 200: payouts },
    paging: 'page',
    errors: ['forbidden', 'service_unavailable'],
  },
});
