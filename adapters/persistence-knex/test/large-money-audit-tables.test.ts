import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/index';
import { insertMoneyAuditRows, moneyAuditWorld } from './money-audit-rows';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';
import { insertTableWorld } from './table-rows';

const COUNT = 10_000;
const page = { page: 1, limit: 10 };
const world = moneyAuditWorld(COUNT);
const has = (text: string, ...values: string[]) =>
  values.some((value) => value.toLowerCase().includes(text.toLowerCase()));
const userOf = new Map(world.users.map((user) => [user.id, user]));
const courseOf = new Map(world.courses.map((course) => [course.id, course]));

const reversed = new Set(world.reversals.map((entry) => entry.paymentId));
const openRequest = new Set(
  world.refundRequests
    .filter((request) => request.status === 'pending' || request.status === 'approved')
    .map((request) => request.paymentId),
);

/** What the store must answer, computed over the generated rows. */
const expected = {
  requestedByGrace: world.payments.filter(
    (payment) =>
      !reversed.has(payment.id) &&
      openRequest.has(payment.id) &&
      has('grace', payment.email, payment.name),
  ).length,
  pendingGuitarOrGrace: world.refundRequests.filter((request) => {
    const student = userOf.get(request.studentId)!;
    return (
      request.status === 'pending' &&
      has('grace', request.courseName, student.displayName, student.email)
    );
  }).length,
  paypal: world.payouts.filter((payout) => has('paypal', payout.reference!, payout.memo!)).length,
  linus: world.audit.filter((entry) => {
    const people = [userOf.get(entry.actor_id)!];
    if (entry.subject_type === 'user') people.push(userOf.get(entry.subject_id)!);
    const course = entry.subject_type === 'course' ? courseOf.get(entry.subject_id)!.name : '';
    return (
      people.some((user) => has('linus', user.displayName, user.email)) || has('linus', course)
    );
  }).length,
};

/**
 * Payments, the refund queue, payouts and the audit log at 10,000 rows each: search, filters and sorts
 * run in the store and answer what the rows hold (bench/tables times them).
 */
function largeMoneyAuditTables(
  open: () => Promise<{ database: Database; close(): Promise<void> }>,
) {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // Every search finds some rows, and not all of them.
    for (const found of Object.values(expected)) expect(found).toBeGreaterThan(0);
    for (const found of Object.values(expected)) expect(found).toBeLessThan(COUNT);
    ({ database, close } = await open());
    await insertTableWorld(database.knex, world);
    await insertMoneyAuditRows(database.knex, world);
  }, 180_000);
  afterAll(async () => close?.());

  it('searches the refund queue by course or student, pending, by amount', async () => {
    const { money } = database.repositories;
    const found = await money.refundRequests(
      { text: 'grace', status: 'pending', sort: 'amount-desc' },
      page,
    );
    expect(found.total).toBe(expected.pendingGuitarOrGrace);
    const amounts = found.items.map((request) => request.amountCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const queue = await money.refundRequests({ pendingFirst: true }, { page: 1, limit: 50 });
    expect(queue.total).toBe(COUNT);
    expect(queue.items.every((request) => request.status === 'pending')).toBe(true);
  });

  it('searches payments by student, in one state, by amount', async () => {
    const found = await database.repositories.money.searchPayments(
      { student: 'grace', state: 'refund_requested', sort: 'amount-desc' },
      page,
    );
    expect(found.total).toBe(expected.requestedByGrace);
    expect(found.items.every((payment) => payment.state === 'refund_requested')).toBe(true);
    const amounts = found.items.map((payment) => payment.amount.cents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('searches payouts by method and sorts them by amount', async () => {
    const found = await database.repositories.money.payouts(
      { text: 'paypal', sort: 'amount-asc' },
      page,
    );
    expect(found.total).toBe(expected.paypal);
    const amounts = found.items.map((payout) => -payout.instructorCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('searches the audit log by the names of actors and subjects, oldest first', async () => {
    const found = await database.repositories.audit.list({ text: 'linus', sort: 'oldest' }, page);
    expect(found.total).toBe(expected.linus);
    const times = found.items.map((entry) => entry.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
}

describe('payments, refunds, payouts and audit tables at 10,000 rows, SQLite', () => {
  largeMoneyAuditTables(async () => {
    const database = await createDatabase('sqlite::memory:');
    await database.migrate();
    return { database, close: () => database.close() };
  });
});

describe.runIf(mySqlReachable)(
  'payments, refunds, payouts and audit tables at 10,000 rows, MySQL',
  () => {
    largeMoneyAuditTables(async () => {
      const { database, drop } = await openMySqlTestDatabase('money_tables');
      return { database, close: drop };
    });
  },
);
