import { requireAdmin, requireApprovedInstructor, requireUser } from '../../accounts/access';
import type { User } from '../../accounts/user.entity';
import type { Actor } from '../../shared/actor';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { Balances, LedgerEntry, LedgerKind, RevenueDay } from '../ledger-entry';
import type { MoneyDeps } from '../money-deps';
import { DAY_MS } from '../money-policy';

/** The longest daily series one request may ask for. */
export const MAX_REVENUE_DAYS = 366;

export interface EarningsSummary extends Balances {
  instructorId: string;
  /** Everything the instructor earned less refunds, disputes and adjustments. */
  lifetimeCents: number;
  paidOutCents: number;
  /** The share and hold that apply to new sales. */
  instructorShare: number;
  holdDays: number;
}

export interface StatementRow {
  id: string;
  date: Date;
  kind: LedgerKind;
  courseId: string | null;
  courseName: string | null;
  paymentId: string | null;
  reference: string | null;
  memo: string | null;
  /** The instructor's part, signed. */
  amountCents: number;
  availableAt: Date;
}

export interface RevenueQuery {
  courseId?: string;
  /** A UTC day's start; default: `days` days ending today. */
  from?: Date;
  days: number;
}

/**
 * Whose earnings a caller reads: an instructor their own; an admin anyone's by user id (for
 * payouts) and, with no id, their own if they teach.
 */
async function earner(
  deps: MoneyDeps,
  actor: Actor | null,
  instructorId?: string,
): Promise<string> {
  if (instructorId === undefined) return (await requireApprovedInstructor(deps.users, actor)).id;
  const caller: User = await requireUser(deps.users, actor);
  if (caller.id === instructorId) return caller.id;
  await requireAdmin(deps.users, actor);
  return instructorId;
}

function summary(
  instructorId: string,
  balances: Balances,
  entries: LedgerEntry[],
  deps: MoneyDeps,
): EarningsSummary {
  const sum = (keep: (entry: LedgerEntry) => boolean) =>
    entries.filter(keep).reduce((total, entry) => total + entry.instructorCents, 0);
  return {
    instructorId,
    ...balances,
    lifetimeCents: sum((entry) => entry.kind !== 'payout'),
    paidOutCents: -sum((entry) => entry.kind === 'payout'),
    instructorShare: deps.policy.instructorShare,
    holdDays: deps.policy.refundDays,
  };
}

/** Pending and available balances (instructor: own; admin: any instructor's). */
export class GetEarnings {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(actor: Actor | null, instructorId?: string): Promise<EarningsSummary> {
    const id = await earner(this.deps, actor, instructorId);
    const [balances, entries] = await Promise.all([
      this.deps.money.balances(id, this.deps.clock.now()),
      this.deps.money.entries({ instructorId: id }),
    ]);
    return summary(id, balances, entries, this.deps);
  }
}

function revenueWindow(deps: MoneyDeps, query: RevenueQuery): { from: Date; days: number } {
  if (!Number.isInteger(query.days) || query.days < 1 || query.days > MAX_REVENUE_DAYS) {
    throw new ValidationError({ days: `Days must be from 1 to ${MAX_REVENUE_DAYS}` });
  }
  const today = Math.floor(deps.clock.now().getTime() / DAY_MS) * DAY_MS;
  const from = query.from
    ? Math.floor(query.from.getTime() / DAY_MS) * DAY_MS
    : today - (query.days - 1) * DAY_MS;
  return { from: new Date(from), days: query.days };
}

/** The instructor's revenue per UTC day, for all their courses or one. */
export class GetEarningsRevenue {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(query: RevenueQuery, actor: Actor | null): Promise<RevenueDay[]> {
    const instructorId = await earner(this.deps, actor);
    if (query.courseId !== undefined) {
      const course = await this.deps.courses.findById(query.courseId);
      const owner = await this.deps.users.findById(instructorId);
      if (!course || !owner || !course.isOwnedBy(owner.email)) throw new NotFoundError('course');
    }
    const { from, days } = revenueWindow(this.deps, query);
    return this.deps.money.dailyRevenue({ instructorId, courseId: query.courseId, from }, days);
  }
}

/** Admin: the school's revenue per UTC day. */
export class GetRevenue {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(query: RevenueQuery, actor: Actor | null): Promise<RevenueDay[]> {
    await requireAdmin(this.deps.users, actor);
    const { from, days } = revenueWindow(this.deps, query);
    return this.deps.money.dailyRevenue({ courseId: query.courseId, from }, days);
  }
}

/** The instructor's ledger lines in a period, oldest first: the JSON and the CSV statement. */
export class GetEarningsStatement {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(
    query: { from?: Date; to?: Date; instructorId?: string },
    actor: Actor | null,
  ): Promise<StatementRow[]> {
    const instructorId = await earner(this.deps, actor, query.instructorId);
    const entries = await this.deps.money.entries({
      instructorId,
      from: query.from,
      to: query.to,
    });
    const names = new Map<string, string>();
    for (const courseId of new Set(entries.map((entry) => entry.courseId))) {
      if (!courseId) continue;
      const course = await this.deps.courses.findById(courseId);
      if (course) names.set(courseId, course.name);
    }
    return entries.map((entry) => ({
      id: entry.id,
      date: entry.createdAt,
      kind: entry.kind,
      courseId: entry.courseId,
      courseName: entry.courseId ? (names.get(entry.courseId) ?? null) : null,
      paymentId: entry.paymentId,
      reference: entry.reference,
      memo: entry.memo,
      amountCents: entry.instructorCents,
      availableAt: entry.availableAt,
    }));
  }
}
