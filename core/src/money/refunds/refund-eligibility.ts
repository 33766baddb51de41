import type { Enrollment, Payment } from '../../enrollment/payment';
import type { RefundRefusal } from '../money.errors';
import type { MoneyRepository } from '../money.repository.port';
import { DAY_MS, type MoneyPolicy } from '../money-policy';
import type { RefundRequest } from '../refund-request';

export interface RefundEligibility {
  eligible: boolean;
  /** Why not, when not eligible. */
  reason: RefundRefusal | null;
  /** The last moment a refund may be asked for. */
  deadline: Date | null;
  progressPercent: number;
  /** The open or latest request for this payment, if any. */
  request: RefundRequest | null;
}

/** The rules, in order: what a student sees before asking, and what a request is checked by. */
export async function refundEligibility(
  money: MoneyRepository,
  policy: MoneyPolicy,
  enrollment: Enrollment,
  payment: Payment | null,
  now: Date,
): Promise<RefundEligibility> {
  const deadline = payment ? new Date(payment.paidAt.getTime() + policy.refundDays * DAY_MS) : null;
  const request = payment ? await money.openRefundRequestOf(payment.id) : null;
  const answer = (reason: RefundRefusal | null): RefundEligibility => ({
    eligible: reason === null,
    reason,
    deadline,
    progressPercent: enrollment.progressPercent,
    request,
  });
  if (!payment || !payment.amount.isPositive()) return answer('not_paid');
  if (await money.entryOf(payment.id, 'refund')) return answer('already_refunded');
  if (await money.entryOf(payment.id, 'dispute')) return answer('disputed');
  if (enrollment.endedAt) return answer('ended');
  if (request) return answer('already_requested');
  if (now.getTime() > deadline!.getTime()) return answer('outside_window');
  if (enrollment.progressPercent >= policy.refundMaxProgress) return answer('progress_over_cap');
  return answer(null);
}
