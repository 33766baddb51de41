import { RefundNotPendingError } from './money.errors';
import type { RefundRequest } from './refund-request';

/**
 * A refund request's life, as pure functions over its record (decision 54): pending, then
 * approved and refunded, or declined, once. Each answers the next record, or refuses an
 * illegal change with RefundNotPendingError, leaving the record as it was; the caller saves it
 * with a conditional write from the status it read.
 */

export type NewRefundRequest = Pick<
  RefundRequest,
  | 'id'
  | 'paymentId'
  | 'enrollmentId'
  | 'studentId'
  | 'courseId'
  | 'courseName'
  | 'amountCents'
  | 'reason'
  | 'requestedAt'
>;

/** The reason a dispute closes an open request with. */
export const DISPUTED_DECISION_REASON = 'The payment was disputed with the card issuer.';

/** A student's request: pending, undecided. */
export function newRefundRequest(input: NewRefundRequest): RefundRequest {
  return {
    ...input,
    status: 'pending',
    decisionReason: null,
    decidedBy: null,
    decidedAt: null,
  };
}

/** Pending or approved: the question is still open, and a second request is refused. */
export function isRefundRequestOpen(request: RefundRequest): boolean {
  return request.status === 'pending' || request.status === 'approved';
}

/** An admin (or the automatic approval, by null) approves a pending request. */
export function approveRefundRequest(
  request: RefundRequest,
  by: string | null,
  at: Date,
): RefundRequest {
  if (request.status !== 'pending') throw new RefundNotPendingError();
  return { ...request, status: 'approved', decidedBy: by, decidedAt: at };
}

/** An admin declines a pending request, with the reason the student is shown. */
export function declineRefundRequest(
  request: RefundRequest,
  reason: string,
  by: string,
  at: Date,
): RefundRequest {
  if (request.status !== 'pending') throw new RefundNotPendingError();
  return { ...request, status: 'declined', decisionReason: reason, decidedBy: by, decidedAt: at };
}

/**
 * The processor would not refund an approved request: the approval is undone, and the request
 * waits for an admin again (decision 45).
 */
export function reopenRefundRequest(request: RefundRequest): RefundRequest {
  if (request.status !== 'approved') throw new RefundNotPendingError();
  return { ...request, status: 'pending', decidedBy: null, decidedAt: null };
}

/**
 * The money went back: an open request is refunded. An approved one keeps its decision's
 * time; a pending one (refunded in the processor's dashboard) is decided now.
 */
export function markRefundRequestRefunded(request: RefundRequest, at: Date): RefundRequest {
  if (!isRefundRequestOpen(request)) throw new RefundNotPendingError();
  return { ...request, status: 'refunded', decidedAt: request.decidedAt ?? at };
}

/** The card issuer's dispute closes an open request: declined, with the system's reason. */
export function closeRefundRequestByDispute(request: RefundRequest, at: Date): RefundRequest {
  if (!isRefundRequestOpen(request)) throw new RefundNotPendingError();
  return {
    ...request,
    status: 'declined',
    decisionReason: DISPUTED_DECISION_REASON,
    decidedAt: at,
  };
}
