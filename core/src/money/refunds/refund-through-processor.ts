import { PaymentGatewayError } from '../../enrollment/enrollment.errors';
import type { Payment } from '../../enrollment/payment';
import { processorRefundOf } from '../../enrollment/payment.entity';
import { NotFoundError } from '../../shared/errors';
import type { MoneyDeps } from '../money-deps';
import { RefundNotAllowedError, RefundNotPendingError } from '../money.errors';
import type { RefundRequest } from '../refund-request';
import { approveRefundRequest, reopenRefundRequest } from '../refund-request.entity';
import { reversePayment } from '../reverse-payment';
import { consumedRefusal, consumptionOf } from './refund-consumption';
import { REFUND_RECONCILE_AFTER_MS, REFUND_RECONCILE_JOB } from './refund-reconcile-job';

/**
 * Approves a pending request and refunds it: first a conditional pending -> approved (of 50
 * admins clicking at once, one goes on), then the refund through the processor.
 */
export async function refundThroughProcessor(
  deps: MoneyDeps,
  requestId: string,
  actorId: string | null,
): Promise<RefundRequest> {
  const { request, payment } = await approve(deps, requestId, actorId);
  return finishApprovedRefund(deps, request, payment);
}

/**
 * In one transaction: what the student consumed since asking is checked again, the request
 * is approved, and its reconciliation is queued, to finish the refund should this process or
 * the database fail before it is booked (decision 45).
 */
function approve(
  deps: MoneyDeps,
  requestId: string,
  actorId: string | null,
): Promise<{ request: RefundRequest; payment: Payment }> {
  return deps.unitOfWork.transaction(async (repositories) => {
    const asked = await repositories.money.findRefundRequest(requestId);
    if (!asked) throw new NotFoundError('refund request');
    // The enrollment before the request, as a new request takes them: neither waits on the other.
    const enrollment = await repositories.enrollments.findEnrollmentById(asked.enrollmentId, {
      lock: true,
    });
    const request = await repositories.money.findRefundRequest(requestId, { lock: true });
    if (!request) throw new RefundNotPendingError();
    // A decided request is refused as such before what the student consumed is weighed.
    const now = deps.clock.now();
    const next = approveRefundRequest(request, actorId, now);
    const payment = await repositories.money.findPaymentById(request.paymentId);
    if (!payment) throw new NotFoundError('payment');
    const refusal =
      enrollment && consumedRefusal(await consumptionOf(repositories, enrollment), deps.policy);
    if (refusal) throw new RefundNotAllowedError(refusal);
    if (!(await repositories.money.saveRefundRequest(next, 'pending'))) {
      throw new RefundNotPendingError();
    }
    await repositories.audit.record({
      kind: 'refund-approved',
      actorId,
      subject: { type: 'refund-request', id: request.id },
      before: { status: 'pending' },
      after: { status: 'approved', automatic: actorId === null },
    });
    await repositories.jobs.enqueue({
      kind: REFUND_RECONCILE_JOB,
      payload: { requestId },
      runAt: new Date(now.getTime() + (deps.reconcileAfterMs ?? REFUND_RECONCILE_AFTER_MS)),
    });
    return { request: next, payment };
  });
}

/**
 * Refunds an approved request's payment and books it: the processor's refund with a key per
 * payment (asked again, it answers the same refund), then the reversal, which the processor's
 * refund event may have booked already. Should the processor fail, the request goes back to
 * pending: a refund finishes or is undone, never left half way.
 */
export async function finishApprovedRefund(
  deps: MoneyDeps,
  request: RefundRequest,
  payment: Payment,
): Promise<RefundRequest> {
  let reference: string;
  try {
    const refund = await deps.gateway.refund(processorRefundOf(payment));
    if (refund.status === 'failed')
      throw new PaymentGatewayError('The processor refused the refund.');
    reference = refund.id;
  } catch (error) {
    await deps.unitOfWork.transaction((repositories) =>
      repositories.money.saveRefundRequest(reopenRefundRequest(request), 'approved'),
    );
    throw error;
  }

  await deps.unitOfWork.transaction((repositories) =>
    reversePayment(repositories, deps, {
      kind: 'refund',
      payment,
      reference,
      at: deps.clock.now(),
      actorId: request.decidedBy,
    }),
  );
  return (await deps.money.findRefundRequest(request.id)) ?? request;
}
