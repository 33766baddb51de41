import { randomBytes } from 'node:crypto';
import { availableAfterHold, splitPayment, type MoneyPolicy } from '@classroom/core';
import type { Knex } from 'knex';

/**
 * Payments read and lines written per statement: knex writes rows into SQLite as one compound
 * SELECT, which takes at most 500 terms.
 */
const BATCH = 250;

/**
 * The ledger's sale line of every payment recorded before the ledger existed (decision 36):
 * migration 022 made the table but wrote none, so an upgraded school's instructors earned
 * nothing for their earlier sales. Each line is the one a payment writes today (`recordSale`):
 * the school's share rules split the amount, the hold runs from the payment's own time, and
 * the line is dated then, with the processor's transaction id. Free enrollments (amount 0)
 * have none, as today. The state is read first: only payments without a sale line get one, so
 * a second run, or one after a payment reversed in between (which wrote its sale then), adds
 * nothing.
 */
export function salesBeforeLedger(policy: MoneyPolicy): Knex.Migration {
  return {
    async up(knex) {
      // A page of payments at a time, by id from where the last ended, each step a lookup by
      // key: one pass however many payments and lines the school has. (Asked as one query
      // with NOT EXISTS and joins, MySQL rereads every sale line and payment for each page.)
      for (let after = ''; ;) {
        const page = (await knex('payments')
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH)
          .select('id', 'transaction_id', 'course_id', 'amount_cents', 'paid_at')) as PaymentRow[];
        if (page.length === 0) return;
        after = page.at(-1)!.id;
        const recorded = new Set(
          (await knex('ledger_entries')
            .whereIn(
              'payment_id',
              page.map((payment) => payment.id),
            )
            .andWhere({ kind: 'sale' })
            .pluck('payment_id')) as string[],
        );
        const unrecorded = page.filter(
          (payment) => Number(payment.amount_cents) > 0 && !recorded.has(payment.id),
        );
        if (unrecorded.length === 0) continue;
        const instructors = await instructorsOf(
          knex,
          unrecorded.map((payment) => payment.course_id),
        );
        await knex('ledger_entries').insert(
          unrecorded.map((payment) => saleOf(payment, instructors.get(payment.course_id)!, policy)),
        );
      }
    },
    // The books keep their lines: going back is restoring the backup taken before upgrading.
    async down() {},
  };
}

interface PaymentRow {
  id: string;
  transaction_id: string;
  course_id: string;
  amount_cents: number | string;
  paid_at: number | string;
}

/**
 * The ledger's key for each course's instructor, as `instructorIdOf` gives it: their user id,
 * or their e-mail when they have no user record. A payment's course always exists (a key).
 */
async function instructorsOf(knex: Knex, courseIds: string[]): Promise<Map<string, string>> {
  const rows = (await knex('courses')
    .leftJoin('users', 'users.email', 'courses.instructor_email')
    .whereIn('courses.id', [...new Set(courseIds)])
    .select({
      course_id: 'courses.id',
      email: 'courses.instructor_email',
      user_id: 'users.id',
    })) as {
    course_id: string;
    email: string;
    user_id: string | null;
  }[];
  return new Map(rows.map((row) => [row.course_id, row.user_id ?? row.email]));
}

function saleOf(payment: PaymentRow, instructorId: string, policy: MoneyPolicy) {
  const paidAt = new Date(Number(payment.paid_at));
  const { instructorCents, platformCents } = splitPayment(
    Number(payment.amount_cents),
    policy.instructorShare,
  );
  return {
    id: ledgerId(paidAt),
    instructor_id: instructorId,
    course_id: payment.course_id,
    payment_id: payment.id,
    kind: 'sale',
    instructor_cents: instructorCents,
    platform_cents: platformCents,
    available_at: availableAfterHold(paidAt, policy).getTime(),
    created_at: paidAt.getTime(),
    reference: payment.transaction_id,
    memo: null,
    actor_id: null,
  };
}

/** The server's id shape (decision 6): the seconds of the sale, then random. */
function ledgerId(at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${randomBytes(8).toString('hex')}`;
}
