import { describe, expect, it } from 'vitest';
import { RefundNotPendingError } from './money.errors';
import type { RefundRequest, RefundRequestStatus } from './refund-request';
import {
  approveRefundRequest,
  closeRefundRequestByDispute,
  declineRefundRequest,
  DISPUTED_DECISION_REASON,
  isRefundRequestOpen,
  markRefundRequestRefunded,
  newRefundRequest,
  reopenRefundRequest,
} from './refund-request.entity';

const asked = new Date('2026-03-01T10:00:00Z');
const decided = new Date('2026-03-02T10:00:00Z');
const later = new Date('2026-03-03T10:00:00Z');

const asking = {
  id: 'request-1',
  paymentId: 'payment-1',
  enrollmentId: 'enrollment-1',
  studentId: 'student-1',
  courseId: 'course-1',
  courseName: 'Watercolour',
  amountCents: 1999,
  reason: 'Not for me',
  requestedAt: asked,
};

function aRequest(): RefundRequest {
  return newRefundRequest(asking);
}

function inStatus(status: RefundRequestStatus): RefundRequest {
  return { ...aRequest(), status };
}

/** The change is refused with the same error as the use cases give, the record untouched. */
function expectNotPending(change: (request: RefundRequest) => RefundRequest, from: RefundRequest) {
  const before = structuredClone(from);
  expect(() => change(from)).toThrow(RefundNotPendingError);
  expect(from).toEqual(before);
}

describe('a refund request', () => {
  it('starts pending and undecided', () => {
    expect(aRequest()).toEqual({
      ...asking,
      status: 'pending',
      decisionReason: null,
      decidedBy: null,
      decidedAt: null,
    });
  });

  it('is open while pending or approved, closed once refunded or declined', () => {
    expect(isRefundRequestOpen(inStatus('pending'))).toBe(true);
    expect(isRefundRequestOpen(inStatus('approved'))).toBe(true);
    expect(isRefundRequestOpen(inStatus('refunded'))).toBe(false);
    expect(isRefundRequestOpen(inStatus('declined'))).toBe(false);
  });

  it('is approved once, by an admin or automatically', () => {
    const request = aRequest();
    expect(approveRefundRequest(request, 'admin-1', decided)).toEqual({
      ...request,
      status: 'approved',
      decidedBy: 'admin-1',
      decidedAt: decided,
    });
    expect(approveRefundRequest(request, null, decided)).toMatchObject({ decidedBy: null });
    expect(request.status).toBe('pending');
    for (const status of ['approved', 'refunded', 'declined'] as const) {
      expectNotPending((from) => approveRefundRequest(from, 'admin-1', decided), inStatus(status));
    }
  });

  it('is declined once, with the reason the student is shown', () => {
    const request = aRequest();
    expect(declineRefundRequest(request, 'Too late', 'admin-1', decided)).toEqual({
      ...request,
      status: 'declined',
      decisionReason: 'Too late',
      decidedBy: 'admin-1',
      decidedAt: decided,
    });
    for (const status of ['approved', 'refunded', 'declined'] as const) {
      expectNotPending(
        (from) => declineRefundRequest(from, 'Too late', 'admin-1', decided),
        inStatus(status),
      );
    }
  });

  it('goes back to pending, undecided, when the processor refuses an approved one', () => {
    const request = aRequest();
    const approved = approveRefundRequest(request, 'admin-1', decided);
    expect(reopenRefundRequest(approved)).toEqual(request);
    for (const status of ['pending', 'refunded', 'declined'] as const) {
      expectNotPending(reopenRefundRequest, inStatus(status));
    }
  });

  it('is refunded from approved keeping its decision, or from pending decided then', () => {
    const approved = approveRefundRequest(aRequest(), 'admin-1', decided);
    expect(markRefundRequestRefunded(approved, later)).toEqual({
      ...approved,
      status: 'refunded',
    });
    expect(markRefundRequestRefunded(aRequest(), later)).toEqual({
      ...aRequest(),
      status: 'refunded',
      decidedAt: later,
    });
    for (const status of ['refunded', 'declined'] as const) {
      expectNotPending((from) => markRefundRequestRefunded(from, later), inStatus(status));
    }
  });

  it("is declined by a dispute, with the system's reason, keeping who approved it", () => {
    const approved = approveRefundRequest(aRequest(), 'admin-1', decided);
    expect(closeRefundRequestByDispute(approved, later)).toEqual({
      ...approved,
      status: 'declined',
      decisionReason: DISPUTED_DECISION_REASON,
      decidedAt: later,
    });
    expect(closeRefundRequestByDispute(aRequest(), later)).toMatchObject({
      status: 'declined',
      decidedBy: null,
      decidedAt: later,
    });
    for (const status of ['refunded', 'declined'] as const) {
      expectNotPending((from) => closeRefundRequestByDispute(from, later), inStatus(status));
    }
  });
});
