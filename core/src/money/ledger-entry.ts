/** What moved money: a payment, its refund or dispute, an admin's adjustment, a payout. */
export const LEDGER_KINDS = ['sale', 'refund', 'dispute', 'fee_adjustment', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The lines that reverse a payment: after one, it no longer pays for its course. */
export const REVERSAL_KINDS = ['refund', 'dispute'] as const satisfies readonly LedgerKind[];
export type ReversalKind = (typeof REVERSAL_KINDS)[number];

export function isReversal(kind: LedgerKind): boolean {
  return (REVERSAL_KINDS as readonly LedgerKind[]).includes(kind);
}

/**
 * The lines an admin writes, payouts and fee adjustments, count in the balance from the moment
 * they are written, whatever their stamp: only a sale and its reversals wait for the hold. A
 * balance read "as of" one request's clock would otherwise leave out a payout stamped a moment
 * later (a request that took the lock first, another replica's clock) and let it be paid twice.
 */
export const IMMEDIATE_KINDS = [
  'payout',
  'fee_adjustment',
] as const satisfies readonly LedgerKind[];

export function countsAtOnce(kind: LedgerKind): boolean {
  return (IMMEDIATE_KINDS as readonly LedgerKind[]).includes(kind);
}

/**
 * One append-only line of the earnings ledger, for one instructor. `instructorCents` and
 * `platformCents` are signed; their sum is the money that came in or went out with it (a sale
 * is the payment's amount, a refund its negative; a dispute and a fee adjustment move money
 * between instructor and platform and sum to zero; a payout pays out the instructor's part).
 */
export interface LedgerEntry {
  id: string;
  instructorId: string;
  courseId: string | null;
  /** The payment a sale, refund or dispute is about; null for adjustments and payouts. */
  paymentId: string | null;
  kind: LedgerKind;
  instructorCents: number;
  platformCents: number;
  /** From when the instructor's part counts as payable (a sale's hold; see IMMEDIATE_KINDS). */
  availableAt: Date;
  createdAt: Date;
  /** The processor's refund or dispute id, or the payout's reference. */
  reference: string | null;
  /** A payout's method, or an adjustment's note. */
  memo: string | null;
  /** The admin who recorded a payout or adjustment; null for what the system records. */
  actorId: string | null;
}

export interface Balances {
  /** Earned but still within the hold (refund window). */
  pendingCents: number;
  /** Payable now: past the hold, less sales whose refund request awaits a decision. */
  availableCents: number;
}

/** One UTC day of money movements, oldest first. */
export interface RevenueDay {
  day: Date;
  /** What students paid that day (sales). */
  salesCents: number;
  /** What was returned that day (refunds, as a positive number). */
  refundsCents: number;
  /** Sales less refunds. */
  netCents: number;
  /** The instructors' part of sales less refunds and disputes. */
  instructorCents: number;
}
