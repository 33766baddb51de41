import { DomainError } from '../shared/domain-error';
import type { RefundRefusal } from './refund-request';

const REFUSALS: Record<RefundRefusal, string> = {
  outside_window: 'The refund window for this payment has closed.',
  progress_over_cap: 'You have completed too much of this course for a refund.',
  course_completed: 'You have completed this course, so it can no longer be refunded.',
  certificate_issued: 'A certificate was issued for this course, so it can no longer be refunded.',
  already_refunded: 'This payment has already been refunded.',
  disputed: 'This payment is disputed with the card issuer.',
  already_requested: 'A refund for this enrollment has already been requested.',
  declined: 'A refund for this enrollment was requested and declined.',
  not_paid: 'This enrollment was not paid for.',
  ended: 'This enrollment has ended.',
};

export function refusalMessage(reason: RefundRefusal): string {
  return REFUSALS[reason];
}

export class RefundNotAllowedError extends DomainError {
  readonly code = 'refund_not_allowed';
  constructor(readonly reason: RefundRefusal) {
    super(refusalMessage(reason));
  }
}

export class RefundNotPendingError extends DomainError {
  readonly code = 'refund_not_pending';
  constructor() {
    super('This refund request has already been decided.');
  }
}

export class PayoutExceedsBalanceError extends DomainError {
  readonly code = 'payout_exceeds_balance';
  constructor(availableCents: number) {
    super(`The payout is more than the available balance ($${(availableCents / 100).toFixed(2)}).`);
  }
}
