import { PaymentGatewayError } from '../../enrollment/enrollment.errors';
import { NotFoundError } from '../../shared/errors';
import type { MoneyDeps } from '../money-deps';
import { RefundNotPendingError } from '../money.errors';
import type { RefundRequest } from '../refund-request';
import { reversePayment } from '../reverse-payment';

/**
 * Approves a pending request and refunds it: first a conditional pending -> approved (of 50
 * admins clicking at once, one goes on), then the processor's refund with a key per payment
 * (a retry never refunds twice), then the reversal, which the processor's refund event may
 * have recorded already. A processor failure puts the request back to pending.
 */
export async function refundThroughProcessor(
  deps: MoneyDeps,
  requestId: string,
  actorId: string | null,
): Promise<RefundRequest> {
  const approved = await deps.unitOfWork.transaction(async (repositories) => {
    const request = await repositories.money.findRefundRequest(requestId, { lock: true });
    if (!request) throw new NotFoundError('refund request');
    if (request.status !== 'pending') throw new RefundNotPendingError();
    const next: RefundRequest = {
      ...request,
      status: 'approved',
      decidedBy: actorId,
      decidedAt: deps.clock.now(),
    };
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
    return next;
  });

  const payment = await deps.money.findPaymentById(approved.paymentId);
  if (!payment) throw new NotFoundError('payment');
  let reference: string;
  try {
    const refund = await deps.gateway.refund({
      intentId: payment.transactionId,
      amount: payment.amount,
      idempotencyKey: `refund-${payment.id}`,
    });
    if (refund.status === 'failed')
      throw new PaymentGatewayError('The processor refused the refund.');
    reference = refund.id;
  } catch (error) {
    await deps.unitOfWork.transaction(async (repositories) => {
      await repositories.money.saveRefundRequest(
        { ...approved, status: 'pending', decidedBy: null, decidedAt: null },
        'approved',
      );
    });
    throw error;
  }

  await deps.unitOfWork.transaction((repositories) =>
    reversePayment(repositories, deps, {
      kind: 'refund',
      payment,
      reference,
      at: deps.clock.now(),
      actorId,
    }),
  );
  return (await deps.money.findRefundRequest(requestId)) ?? approved;
}
