import { DEFAULT_MONEY_POLICY, splitPayment } from '@classroom/core';
import { anApprovedCourse, anApprovedInstructor, aUser } from '@classroom/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsWith, type Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';
import { openSqliteTestDatabase } from './sqlite-test-database';

const stores = [
  { kind: 'SQLite', open: () => openSqliteTestDatabase('sales-before-ledger') },
  ...(mySqlReachable
    ? [{ kind: 'MariaDB', open: () => openMySqlTestDatabase('sales_before_ledger') }]
    : []),
];

/** More payments than one page of the migration's, some free, some already with their sale. */
const PAYMENTS = 640;

describe.each(stores)('migration 032 over many payments ($kind)', ({ open }) => {
  let drop: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await drop?.();
    drop = null;
  });

  it('writes one sale line for each paid payment without one, on every page', async () => {
    const opened = await open();
    drop = opened.drop;
    const database: Database = opened.database;
    const teacher = anApprovedInstructor();
    const student = aUser();
    const course = anApprovedCourse({ by: teacher, priceCents: 1999 });
    await database.repositories.users.insert(teacher);
    await database.repositories.users.insert(student);
    await database.repositories.courses.insert(course);
    const payments = Array.from({ length: PAYMENTS }, (_, n) => ({
      id: `pay-${String(n).padStart(4, '0')}`,
      transaction_id: `pi_${n}`,
      email: student.email,
      name: student.displayName,
      course_id: course.id,
      course_name: course.name,
      course_image: course.image,
      instructor_name: course.instructor.name,
      amount_cents: n % 10 === 0 ? 0 : 1000 + n,
      paid_at: Date.UTC(2026, 0, 1) + n * 60_000,
    }));
    for (let n = 0; n < PAYMENTS; n += 100) {
      await database.knex('payments').insert(payments.slice(n, n + 100));
    }
    // Every seventh paid one was reversed before the upgrade, which wrote its sale then.
    const earlier = payments.filter((payment, n) => payment.amount_cents > 0 && n % 7 === 0);
    for (const payment of earlier) {
      await database.knex('ledger_entries').insert({
        id: `earlier-${payment.id}`,
        instructor_id: teacher.id,
        course_id: course.id,
        payment_id: payment.id,
        kind: 'sale',
        instructor_cents: 1,
        platform_cents: payment.amount_cents - 1,
        available_at: payment.paid_at,
        created_at: payment.paid_at,
        reference: payment.transaction_id,
        memo: 'recorded at its reversal',
        actor_id: null,
      });
    }

    const migration = await migrationsWith({ moneyPolicy: DEFAULT_MONEY_POLICY }).getMigration(
      '032-sales-before-ledger',
    );
    await migration.up(database.knex);
    await migration.up(database.knex);

    const lines = (await database.knex('ledger_entries').orderBy('payment_id')) as {
      id: string;
      payment_id: string;
      instructor_id: string;
      instructor_cents: number | string;
      memo: string | null;
    }[];
    const paid = payments.filter((payment) => payment.amount_cents > 0);
    expect(lines.map((line) => line.payment_id)).toEqual(paid.map((payment) => payment.id));
    expect(new Set(lines.map((line) => line.id)).size).toBe(paid.length);
    for (const [n, line] of lines.entries()) {
      const payment = paid[n]!;
      const before = earlier.includes(payment);
      expect(line).toMatchObject({
        instructor_id: teacher.id,
        memo: before ? 'recorded at its reversal' : null,
      });
      expect(Number(line.instructor_cents)).toBe(
        before ? 1 : splitPayment(payment.amount_cents, 0.7).instructorCents,
      );
    }
  });
});
