import { randomBytes } from 'node:crypto';
import { availableAfterHold, splitPayment, type MoneyPolicy } from '@classroom/core';
import type { Knex } from 'knex';

/** Payments written per statement: far below SQLite's limit on bound values. */
const BATCH = 500;

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
      for (;;) {
        const payments = (await knex('payments')
          .join('courses', 'courses.id', 'payments.course_id')
          .leftJoin('users', 'users.email', 'courses.instructor_email')
          .where('payments.amount_cents', '>', 0)
          .whereNotExists(
            knex('ledger_entries')
              .select('ledger_entries.id')
              .whereRaw('ledger_entries.payment_id = payments.id')
              .where('ledger_entries.kind', 'sale'),
          )
          .orderBy([{ column: 'payments.paid_at' }, { column: 'payments.id' }])
          .limit(BATCH)
          .select(
            'payments.id',
            'payments.transaction_id',
            'payments.course_id',
            'payments.amount_cents',
            'payments.paid_at',
            'courses.instructor_email',
            { instructor_id: 'users.id' },
          )) as UnrecordedPayment[];
        if (payments.length === 0) return;
        await knex('ledger_entries').insert(payments.map((payment) => saleOf(payment, policy)));
      }
    },
    // The books keep their lines: going back is restoring the backup taken before upgrading.
    async down() {},
  };
}

interface UnrecordedPayment {
  id: string;
  transaction_id: string;
  course_id: string;
  amount_cents: number | string;
  paid_at: number | string;
  instructor_email: string;
  instructor_id: string | null;
}

function saleOf(payment: UnrecordedPayment, policy: MoneyPolicy) {
  const paidAt = new Date(Number(payment.paid_at));
  const { instructorCents, platformCents } = splitPayment(
    Number(payment.amount_cents),
    policy.instructorShare,
  );
  return {
    id: ledgerId(paidAt),
    // The ledger's key for an instructor, as `instructorIdOf` gives it.
    instructor_id: payment.instructor_id ?? payment.instructor_email,
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
