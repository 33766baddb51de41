import { hasEnded } from '../../enrollment/enrollment.entity';
import type { Enrollment, Payment } from '../../enrollment/payment';
import { isPaid } from '../../enrollment/payment.entity';
import type { Repositories } from '../../shared/unit-of-work.port';
import { DAY_MS, type MoneyPolicy } from '../money-policy';
import type { RefundRefusal, RefundRequest } from '../refund-request';
import { isRefundRequestOpen } from '../refund-request.entity';
import { consumedRefusal, consumptionOf, type RefundConsumption } from './refund-consumption';

export interface RefundEligibility {
  eligible: boolean;
  /** Why not, when not eligible. */
  reason: RefundRefusal | null;
  /** The last moment a refund may be asked for. */
  deadline: Date | null;
  progressPercent: number;
  /** What the student has taken of the course. */
  consumption: RefundConsumption;
  /** The payment's latest request, if any: an open one, or the decline that closed the question. */
  request: RefundRequest | null;
}

type Readers = Pick<Repositories, 'money' | 'lessonProgress' | 'curricula' | 'certificates'>;

/** The rules, in order: what a student sees before asking, and what a request is checked by. */
export async function refundEligibility(
  readers: Readers,
  policy: MoneyPolicy,
  enrollment: Enrollment,
  payment: Payment | null,
  now: Date,
): Promise<RefundEligibility> {
  const deadline = payment ? new Date(payment.paidAt.getTime() + policy.refundDays * DAY_MS) : null;
  const [request, consumption] = await Promise.all([
    payment ? readers.money.latestRefundRequestOf(payment.id) : null,
    consumptionOf(readers, enrollment),
  ]);
  const answer = (reason: RefundRefusal | null): RefundEligibility => ({
    eligible: reason === null,
    reason,
    deadline,
    progressPercent: enrollment.progressPercent,
    consumption,
    request,
  });
  if (!payment || !isPaid(payment)) return answer('not_paid');
  if (await readers.money.entryOf(payment.id, 'refund')) return answer('already_refunded');
  if (await readers.money.entryOf(payment.id, 'dispute')) return answer('disputed');
  if (hasEnded(enrollment)) return answer('ended');
  if (request && isRefundRequestOpen(request)) return answer('already_requested');
  // One request per enrollment: a decline is final, so asking again rings no bell.
  if (request?.status === 'declined') return answer('declined');
  if (now.getTime() > deadline!.getTime()) return answer('outside_window');
  return answer(consumedRefusal(consumption, policy));
}
