import { requireAdmin, requireApprovedInstructor } from '../../accounts/access';
import type { Actor } from '../../shared/actor';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { Page, PageRequest } from '../../shared/ports';
import { tableText } from '../../shared/table-page';
import type { LedgerEntry } from '../ledger-entry';
import { feeAdjustmentLine, overdraws, payoutLine } from '../ledger-entry.entity';
import type { MoneyDeps } from '../money-deps';
import { PayoutExceedsBalanceError } from '../money.errors';
import type { PayoutQuery } from '../money.repository.port';

export interface PayoutInput {
  instructorId: string;
  amountCents: number;
  /** How it was paid: bank transfer, PayPal ... */
  method: string;
  /** The transfer's reference. */
  reference: string;
}

export interface AdjustmentInput {
  instructorId: string;
  /** Signed: positive credits the instructor (from the platform), negative debits them. */
  amountCents: number;
  memo: string;
}

const TEXT_MAX = 200;

function text(value: string, field: string, label: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ValidationError({ [field]: `${label} is required` });
  if (trimmed.length > TEXT_MAX) {
    throw new ValidationError({ [field]: `${label} is at most ${TEXT_MAX} characters` });
  }
  return trimmed;
}

/**
 * Writes an admin's entry under the instructor's ledger lock, refused when it would take more
 * than the available balance: two payouts at once read the balance one after the other.
 */
async function writeUnderLock(
  deps: MoneyDeps,
  entry: LedgerEntry,
  audit: { kind: 'payout-recorded' | 'fee-adjusted'; actorId: string },
): Promise<LedgerEntry> {
  return deps.unitOfWork.transaction(async (repositories) => {
    const instructor = await repositories.users.findById(entry.instructorId);
    if (!instructor) throw new NotFoundError('user');
    await repositories.money.lockInstructor(entry.instructorId);
    const { availableCents } = await repositories.money.balances(
      entry.instructorId,
      entry.createdAt,
    );
    if (overdraws(entry, availableCents)) {
      throw new PayoutExceedsBalanceError(availableCents);
    }
    await repositories.money.appendEntry(entry);
    await repositories.audit.record({
      kind: audit.kind,
      actorId: audit.actorId,
      subject: { type: 'user', id: entry.instructorId },
      before: { availableCents },
      after: {
        availableCents: availableCents + entry.instructorCents,
        amountCents: entry.instructorCents,
        reference: entry.reference,
        memo: entry.memo,
      },
    });
    return entry;
  });
}

/** Admin: records money paid out to an instructor; never more than their available balance. */
export class RecordPayout {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(input: PayoutInput, actor: Actor | null): Promise<LedgerEntry> {
    const admin = await requireAdmin(this.deps.users, actor);
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new ValidationError({ amountCents: 'Amount must be a positive number of cents' });
    }
    const now = this.deps.clock.now();
    return writeUnderLock(
      this.deps,
      payoutLine({
        id: this.deps.ids.next(),
        instructorId: input.instructorId,
        amountCents: input.amountCents,
        reference: text(input.reference, 'reference', 'Reference'),
        method: text(input.method, 'method', 'Method'),
        at: now,
        actorId: admin.id,
      }),
      { kind: 'payout-recorded', actorId: admin.id },
    );
  }
}

/**
 * Admin: moves money between an instructor and the platform (a processor fee passed on, a
 * dispute won back). A debit, like a payout, never exceeds the available balance.
 */
export class RecordFeeAdjustment {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(input: AdjustmentInput, actor: Actor | null): Promise<LedgerEntry> {
    const admin = await requireAdmin(this.deps.users, actor);
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents === 0) {
      throw new ValidationError({ amountCents: 'Amount must be a non-zero number of cents' });
    }
    const now = this.deps.clock.now();
    return writeUnderLock(
      this.deps,
      feeAdjustmentLine({
        id: this.deps.ids.next(),
        instructorId: input.instructorId,
        amountCents: input.amountCents,
        memo: text(input.memo, 'memo', 'Note'),
        at: now,
        actorId: admin.id,
      }),
      { kind: 'fee-adjusted', actorId: admin.id },
    );
  }
}

/**
 * Payout history, newest first unless sorted otherwise. `everyone`: the admins' list, of all
 * instructors or one; otherwise the approved instructor's own.
 */
export class ListPayouts {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(
    filter: PayoutQuery & { everyone?: boolean },
    page: PageRequest,
    actor: Actor | null,
  ): Promise<Page<LedgerEntry>> {
    const { everyone, ...query } = filter;
    const text = tableText(query.text);
    if (everyone) {
      await requireAdmin(this.deps.users, actor);
      return this.deps.money.payouts({ ...query, text }, page);
    }
    const instructor = await requireApprovedInstructor(this.deps.users, actor);
    return this.deps.money.payouts({ ...query, text, instructorId: instructor.id }, page);
  }
}
