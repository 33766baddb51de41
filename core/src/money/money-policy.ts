/**
 * The school's money rules, set by the operator (REFUND_DAYS, REFUND_MAX_PROGRESS,
 * INSTRUCTOR_SHARE). The hold before earnings become payable equals the refund window, so a
 * sale is paid out only once it can no longer be refunded under the rules.
 */
export interface MoneyPolicy {
  /** Days after payment during which a student may ask for a refund. */
  refundDays: number;
  /** Progress, in whole percent, from which a refund is no longer possible. */
  refundMaxProgress: number;
  /** The instructor's share of each payment, from 0 to 1 (the platform keeps the rest). */
  instructorShare: number;
}

export const DEFAULT_MONEY_POLICY: MoneyPolicy = {
  refundDays: 30,
  refundMaxProgress: 30,
  instructorShare: 0.7,
};

export const DAY_MS = 86_400_000;

/**
 * Splits a payment between instructor and platform in integer cents: the instructor gets the
 * share rounded down, the platform the remainder, so the two always add up to the amount.
 * The share is taken in basis points so that no floating-point product rounds the wrong way.
 */
export function splitPayment(
  amountCents: number,
  instructorShare: number,
): { instructorCents: number; platformCents: number } {
  const basisPoints = Math.round(instructorShare * 10_000);
  const instructorCents = Math.floor((amountCents * basisPoints) / 10_000);
  return { instructorCents, platformCents: amountCents - instructorCents };
}

/** When a sale made at `paidAt` becomes payable to the instructor. */
export function availableAfterHold(paidAt: Date, policy: MoneyPolicy): Date {
  return new Date(paidAt.getTime() + policy.refundDays * DAY_MS);
}
