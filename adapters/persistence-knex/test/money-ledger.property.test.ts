import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  DomainError,
  createUseCases,
  type Course,
  type Payment,
  type User,
} from '@classroom/core';
import {
  actorOf,
  anAdmin,
  anApprovedCourse,
  anApprovedInstructor,
  aUser,
} from '@classroom/core/testing';
import {
  FixedClock,
  MemoryPaymentGateway,
  SequentialIdGenerator,
} from '@classroom/persistence-memory';
import type { Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';
import { openSqliteTestDatabase } from './sqlite-test-database';

/**
 * Purchases, refunds (asked, approved, declined, or made at the processor), disputes, replays
 * of processor events and payouts in random order, some racing (Promise.all), on the real
 * store. After each run: the ledger without payouts sums to payments less refunds to the
 * cent; no balance is negative; each refunded payment has exactly one reversal, equal and
 * opposite to its sale; each course's count equals its running enrollments.
 */

type Single =
  | { kind: 'buy'; student: number; course: number }
  | { kind: 'refund'; student: number; course: number; approve: boolean }
  | { kind: 'processorRefund'; payment: number }
  | { kind: 'dispute'; payment: number }
  | { kind: 'replay'; event: number }
  | { kind: 'payout'; instructor: number; share: number }
  | { kind: 'advance'; days: number };
type Step = Single | { kind: 'race'; steps: Single[] };

const index = fc.nat({ max: 2 });
const single: fc.Arbitrary<Single> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      student: index,
      course: fc.nat({ max: 1 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      student: index,
      course: fc.nat({ max: 1 }),
      approve: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('processorRefund' as const),
      payment: fc.nat({ max: 8 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('dispute' as const), payment: fc.nat({ max: 8 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('replay' as const), event: fc.nat({ max: 8 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      instructor: fc.nat({ max: 1 }),
      share: fc.double({ min: 0, max: 1.2, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      days: fc.constantFrom(1, 10, 31),
    }),
  },
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: single },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('race' as const),
      steps: fc.array(single, { minLength: 2, maxLength: 4 }),
    }),
  },
);

/** Refusals a step may meet; anything else fails the run. */
const EXPECTED = new Set([
  'refund_not_allowed',
  'refund_not_pending',
  'payout_exceeds_balance',
  'already_enrolled',
  'not_found',
  'payment_gateway_error',
]);

function moneySuite(
  open: () => Promise<{ database: Database; drop(): Promise<void> }>,
  numRuns: number,
) {
  let database: Database;
  let drop: () => Promise<void>;
  // One processor for the whole suite: its intent ids are transaction ids, unique per store.
  const gateway = new MemoryPaymentGateway();
  beforeAll(async () => {
    ({ database, drop } = await open());
  });
  afterAll(async () => {
    await drop?.();
  });

  async function world() {
    const tag = Math.random().toString(36).slice(2, 8);
    const clock = new FixedClock();
    const useCases = createUseCases({
      ...database.repositories,
      unitOfWork: database.unitOfWork,
      jobs: database.jobs,
      gateway,
      ids: new SequentialIdGenerator(`m${tag}-`),
      clock,
    });
    const admin = anAdmin();
    const instructors = [anApprovedInstructor(), anApprovedInstructor()];
    const students = [aUser(), aUser(), aUser()];
    for (const user of [admin, ...instructors, ...students]) {
      await database.repositories.users.insert(user);
    }
    const courses: Course[] = [];
    for (const [i, instructor] of instructors.entries()) {
      const course = anApprovedCourse({
        by: instructor,
        priceCents: [1999, 4999][i]!,
        totalEnrollment: 0,
      });
      await database.repositories.courses.insert(course);
      courses.push(course);
    }
    return { gateway, clock, useCases, admin, instructors, students, courses };
  }

  type World = Awaited<ReturnType<typeof world>>;

  async function run(
    w: World,
    payments: Payment[],
    events: { rawBody: Uint8Array; signature: string }[],
    s: Single,
  ) {
    const { useCases, gateway } = w;
    const expectRefusal = (error: unknown) => {
      if (!(error instanceof DomainError) || !EXPECTED.has(error.code)) throw error;
    };
    try {
      switch (s.kind) {
        case 'buy':
          payments.push((await buy(w, w.students[s.student]!, w.courses[s.course]!)).payment);
          return;
        case 'refund': {
          const student = w.students[s.student]!;
          const enrollment = await database.repositories.enrollments.findEnrollment(
            student.email,
            w.courses[s.course]!.id,
          );
          if (!enrollment) return;
          const request = await useCases.requestRefund.execute(enrollment.id, {}, actorOf(student));
          if (s.approve) await useCases.approveRefund.execute(request.id, actorOf(w.admin));
          else await useCases.declineRefund.execute(request.id, { reason: 'No' }, actorOf(w.admin));
          return;
        }
        case 'processorRefund':
        case 'dispute': {
          const payment = payments[s.payment];
          if (!payment) return;
          const event = gateway.event({
            id: `evt_${s.kind}_${payment.id}`,
            type: s.kind === 'dispute' ? 'dispute_created' : 'refunded',
            intentId: payment.transactionId,
            reference: `${s.kind}_${payment.id}`,
          });
          events.push(event);
          await useCases.handlePaymentEvent.execute(event.rawBody, event.signature);
          return;
        }
        case 'replay': {
          const event = events[s.event];
          if (event) await useCases.handlePaymentEvent.execute(event.rawBody, event.signature);
          return;
        }
        case 'payout': {
          const instructor = w.instructors[s.instructor]!;
          const { availableCents } = await database.repositories.money.balances(
            instructor.id,
            w.clock.now(),
          );
          const amountCents = Math.floor(availableCents * s.share);
          if (amountCents <= 0) return;
          await useCases.recordPayout.execute(
            { instructorId: instructor.id, amountCents, method: 'Bank transfer', reference: 'T' },
            actorOf(w.admin),
          );
          return;
        }
        case 'advance':
          w.clock.advance(s.days * DAY_MS);
          return;
      }
    } catch (error) {
      expectRefusal(error);
    }
  }

  async function buy(w: World, student: User, course: Course) {
    const actor = actorOf(student);
    const checkout = await w.useCases.startCheckout.execute(course.id, actor);
    w.gateway.settle(checkout.intentId, 'succeeded');
    return w.useCases.confirmPayment.execute(
      { transactionId: checkout.intentId, courseId: course.id },
      actor,
    );
  }

  async function checkInvariants(w: World) {
    const knex = database.knex;
    const paymentIds = (await knex('payments')
      .whereIn(
        'course_id',
        w.courses.map((course) => course.id),
      )
      .select('id', 'amount_cents')) as { id: string; amount_cents: number }[];
    const ids = paymentIds.map((row) => row.id);
    const entries = (await knex('ledger_entries').whereIn(
      'payment_id',
      ids.length ? ids : ['-'],
    )) as {
      payment_id: string;
      kind: string;
      instructor_cents: number | string;
      platform_cents: number | string;
    }[];
    const gross = (row: (typeof entries)[number]) =>
      Number(row.instructor_cents) + Number(row.platform_cents);
    const refunded = new Set(
      entries.filter((row) => row.kind === 'refund').map((row) => row.payment_id),
    );
    const paid = paymentIds.reduce((sum, row) => sum + Number(row.amount_cents), 0);
    const returned = paymentIds
      .filter((row) => refunded.has(row.id))
      .reduce((sum, row) => sum + Number(row.amount_cents), 0);
    // 1. The ledger without payouts: payments less refunds, to the cent.
    expect(entries.reduce((sum, row) => sum + gross(row), 0)).toBe(paid - returned);
    // 3. One reversal per refunded payment, the sale's exact opposite.
    for (const paymentId of refunded) {
      const own = entries.filter((row) => row.payment_id === paymentId);
      expect(own.filter((row) => row.kind === 'refund')).toHaveLength(1);
      expect(own.filter((row) => row.kind === 'dispute')).toHaveLength(0);
      const sale = own.find((row) => row.kind === 'sale')!;
      const refund = own.find((row) => row.kind === 'refund')!;
      expect(Number(refund.instructor_cents)).toBe(-Number(sale.instructor_cents));
      expect(Number(refund.platform_cents)).toBe(-Number(sale.platform_cents));
    }
    // 2. No balance below zero, now or later.
    for (const instructor of w.instructors) {
      for (const later of [0, 31 * DAY_MS]) {
        const at = new Date(w.clock.now().getTime() + later);
        const balances = await database.repositories.money.balances(instructor.id, at);
        expect(balances.pendingCents).toBeGreaterThanOrEqual(0);
        expect(balances.availableCents).toBeGreaterThanOrEqual(0);
      }
    }
    // 4. Each course's count is its running enrollments.
    for (const course of w.courses) {
      const [row] = await knex('enrollments')
        .where({ course_id: course.id, running: true })
        .count({ n: '*' });
      expect((await database.repositories.courses.findById(course.id))?.totalEnrollment).toBe(
        Number(row?.n ?? 0),
      );
    }
  }

  it('keeps the books exact through random purchases, refunds, disputes, replays and payouts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 14 }), async (steps) => {
        const w = await world();
        const payments: Payment[] = [];
        const events: { rawBody: Uint8Array; signature: string }[] = [];
        for (const s of steps) {
          if (s.kind === 'race')
            await Promise.all(s.steps.map((one) => run(w, payments, events, one)));
          else await run(w, payments, events, s);
        }
        await checkInvariants(w);
      }),
      { numRuns },
    );
  });

  it('refunds once for 50 approvals and 20 processor replays of one payment at once', async () => {
    const w = await world();
    const student = w.students[0]!;
    const course = w.courses[0]!;
    const { payment } = await buy(w, student, course);
    const enrollment = await database.repositories.enrollments.findEnrollment(
      student.email,
      course.id,
    );
    const request = await w.useCases.requestRefund.execute(enrollment!.id, {}, actorOf(student));
    const event = w.gateway.event({
      id: 'evt_refunded',
      type: 'refunded',
      intentId: payment.transactionId,
      reference: 're_1',
    });

    const refundsBefore = w.gateway.refundCount;
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 50 }, () =>
        w.useCases.approveRefund.execute(request.id, actorOf(w.admin)),
      ),
      ...Array.from({ length: 20 }, () =>
        w.useCases.handlePaymentEvent.execute(event.rawBody, event.signature),
      ),
    ]);

    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect((outcome.reason as DomainError).code).toMatch(
          /^(refund_not_pending|payment_gateway_error)$/,
        );
      }
    }
    expect(w.gateway.refundCount - refundsBefore).toBeLessThanOrEqual(1);
    const reversals = await database
      .knex('ledger_entries')
      .where({ payment_id: payment.id, kind: 'refund' });
    expect(reversals).toHaveLength(1);
    expect((await database.repositories.courses.findById(course.id))?.totalEnrollment).toBe(0);
    expect(await database.repositories.enrollments.isEnrolled(student.email, course.id)).toBe(
      false,
    );
    await checkInvariants(w);
  });

  it('lets no two payouts at once overdraw the available balance', async () => {
    const w = await world();
    const [instructor] = w.instructors;
    await buy(w, w.students[0]!, w.courses[0]!);
    await buy(w, w.students[1]!, w.courses[0]!);
    w.clock.advance(31 * DAY_MS);
    const { availableCents } = await database.repositories.money.balances(
      instructor!.id,
      w.clock.now(),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        w.useCases.recordPayout.execute(
          {
            instructorId: instructor!.id,
            amountCents: Math.ceil(availableCents / 3),
            method: 'Bank',
            reference: 'T',
          },
          actorOf(w.admin),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    const after = await database.repositories.money.balances(instructor!.id, w.clock.now());
    expect(after.availableCents).toBe(availableCents - 2 * Math.ceil(availableCents / 3));
  });
}

describe('the money ledger under random work, SQLite', () => {
  moneySuite(() => openSqliteTestDatabase('money'), 40);
});

describe.runIf(mySqlReachable)('the money ledger under random work, MySQL', () => {
  moneySuite(() => openMySqlTestDatabase('money'), 20);
});
