import type { Payment } from '../enrollment/payment';
import type { LedgerEntry, ReversalKind } from './ledger-entry';
import { splitPayment } from './money-policy';

/**
 * The earnings ledger's lines as they are written (decision 54). A line never changes once
 * written; what moves money later is a new line: a sale's reversal, a payout, an adjustment.
 */

/**
 * A payment's sale for its course's instructor: split between them and the platform, dated
 * at the payment, payable from `availableAt` (the hold, or the payment itself for a sale
 * recorded late).
 */
export function saleLine(input: {
  id: string;
  instructorId: string;
  payment: Payment;
  instructorShare: number;
  availableAt: Date;
  memo?: string;
}): LedgerEntry {
  const { payment } = input;
  return {
    id: input.id,
    instructorId: input.instructorId,
    courseId: payment.courseId,
    paymentId: payment.id,
    kind: 'sale',
    ...splitPayment(payment.amount.cents, input.instructorShare),
    availableAt: input.availableAt,
    createdAt: payment.paidAt,
    reference: payment.transactionId,
    memo: input.memo ?? null,
    actorId: null,
  };
}

/** A sale's earnings count as payable at `at`: its hold is over. */
export function isPayableAt(sale: LedgerEntry, at: Date): boolean {
  return sale.availableAt.getTime() <= at.getTime();
}

export interface SaleReversal {
  id: string;
  kind: ReversalKind;
  at: Date;
  /** The processor's refund or dispute id. */
  reference: string;
  actorId: string | null;
}

/**
 * The line that reverses a sale. A refund returns it exactly, both parts. A dispute freezes
 * the instructor's part, moving it to the platform, as far as their balance still holds it:
 * `availableCents` is their available balance once the sale is payable (null while it is
 * held, when the whole part is still theirs to give back); what was paid out already is the
 * platform's loss, so no balance goes negative.
 */
export function reversalLine(
  sale: LedgerEntry,
  reversal: SaleReversal,
  availableCents: number | null,
): LedgerEntry {
  if (sale.kind !== 'sale') throw new Error(`A ${sale.kind} line is not reversed.`);
  return {
    ...sale,
    id: reversal.id,
    kind: reversal.kind,
    createdAt: reversal.at,
    reference: reversal.reference,
    memo: null,
    actorId: reversal.actorId,
    ...(reversal.kind === 'refund'
      ? { instructorCents: -sale.instructorCents, platformCents: -sale.platformCents }
      : frozen(sale, availableCents)),
  };
}

function frozen(
  sale: LedgerEntry,
  availableCents: number | null,
): Pick<LedgerEntry, 'instructorCents' | 'platformCents'> {
  const cents =
    availableCents === null
      ? sale.instructorCents
      : Math.min(sale.instructorCents, Math.max(0, availableCents));
  return { instructorCents: -cents, platformCents: cents };
}

export interface AdminLine {
  id: string;
  instructorId: string;
  at: Date;
  actorId: string;
}

/** Money paid out to the instructor by the school's own means: their part goes down. */
export function payoutLine(
  line: AdminLine & { amountCents: number; reference: string; method: string },
): LedgerEntry {
  return {
    ...adminLine(line),
    kind: 'payout',
    instructorCents: -line.amountCents,
    platformCents: 0,
    reference: line.reference,
    memo: line.method,
  };
}

/** Money moved between the instructor and the platform: signed, positive credits the instructor. */
export function feeAdjustmentLine(
  line: AdminLine & { amountCents: number; memo: string },
): LedgerEntry {
  return {
    ...adminLine(line),
    kind: 'fee_adjustment',
    instructorCents: line.amountCents,
    platformCents: -line.amountCents,
    reference: null,
    memo: line.memo,
  };
}

function adminLine(
  line: AdminLine,
): Omit<LedgerEntry, 'kind' | 'instructorCents' | 'platformCents' | 'reference' | 'memo'> {
  return {
    id: line.id,
    instructorId: line.instructorId,
    courseId: null,
    paymentId: null,
    availableAt: line.at,
    createdAt: line.at,
    actorId: line.actorId,
  };
}

/** The line takes more from the instructor than their available balance holds. */
export function overdraws(entry: LedgerEntry, availableCents: number): boolean {
  return entry.instructorCents < 0 && -entry.instructorCents > availableCents;
}
