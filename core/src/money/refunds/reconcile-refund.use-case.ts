import { PaymentGatewayError } from '../../enrollment/enrollment.errors';
import type { MoneyDeps } from '../money-deps';
import { finishApprovedRefund } from './refund-through-processor';
import { tellAdminsOfRequest } from './tell-admins-of-request';

/**
 * refunded: the refund is on the books (now or before). undone: the processor would not
 * refund, and the request waits for an admin again. settled: there was nothing to finish.
 */
export type RefundReconciliation = 'refunded' | 'undone' | 'settled';

/**
 * Finishes an approval that a failure left half way: the database or the process went away
 * after the approval committed, before the processor was asked or before its refund was
 * booked. Asks the processor again with the same key (the same refund comes back) and books
 * it once, like every other path; a processor that refuses puts the request back to pending.
 */
export class ReconcileRefund {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(input: { requestId: string }): Promise<RefundReconciliation> {
    const { deps } = this;
    const request = await deps.money.findRefundRequest(input.requestId);
    if (request?.status !== 'approved') return 'settled';
    const payment = await deps.money.findPaymentById(request.paymentId);
    if (!payment) return 'settled';
    try {
      const finished = await finishApprovedRefund(deps, request, payment);
      return finished.status === 'refunded' ? 'refunded' : 'settled';
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      // Nobody is waiting on this answer: the admins hear that the request waits again.
      const student = await deps.users.findById(request.studentId);
      await deps.unitOfWork.transaction((repositories) =>
        tellAdminsOfRequest(repositories, request, student?.displayName ?? ''),
      );
      return 'undone';
    }
  }
}
