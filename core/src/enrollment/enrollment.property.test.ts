import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCourse, aUser, actorOf, anApprovedCourse } from '../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { DomainError } from '../shared/domain-error';
import type { IntentStatus } from './payment-gateway.port';

/**
 * Checkout, card outcomes, confirmations and processor events in random order, some of them
 * racing. After every step: each course's count equals its initial count plus its enrollment
 * rows; every payment matches a succeeded intent for that student, course and the price set at checkout;
 * every enrollment rests on a payment of the same student and course; a refused call changes
 * nothing.
 */

const students = ['first', 'second'] as const;
type Student = (typeof students)[number];
const courseKeys = ['paid', 'cheap', 'free', 'pending'] as const;
type CourseKey = (typeof courseKeys)[number];

type Single =
  | { kind: 'checkout'; who: Student | 'anonymous'; course: CourseKey }
  | { kind: 'settle'; intent: number; status: IntentStatus }
  | { kind: 'confirm'; who: Student | 'anonymous'; intent: number; hint: CourseKey | 'none' }
  | {
      kind: 'event';
      intent: number;
      type: 'payment_succeeded' | 'payment_failed';
      signed: boolean;
    };
type Step = Single | { kind: 'race'; steps: Single[] };

const intent = fc.nat({ max: 20 });
const who = fc.constantFrom<Student | 'anonymous'>(...students, 'anonymous');
const single: fc.Arbitrary<Single> = fc.oneof(
  fc.record({
    kind: fc.constant('checkout' as const),
    who,
    course: fc.constantFrom(...courseKeys),
  }),
  fc.record({
    kind: fc.constant('settle' as const),
    intent,
    status: fc.constantFrom<IntentStatus>('succeeded', 'succeeded', 'processing', 'canceled'),
  }),
  fc.record({
    kind: fc.constant('confirm' as const),
    who,
    intent,
    hint: fc.constantFrom<CourseKey | 'none'>(...courseKeys, 'none', 'none'),
  }),
  fc.record({
    kind: fc.constant('event' as const),
    intent,
    type: fc.constantFrom('payment_succeeded' as const, 'payment_failed' as const),
    signed: fc.boolean(),
  }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: single, weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('race' as const),
      steps: fc.array(single, { minLength: 2, maxLength: 4 }),
    }),
    weight: 1,
  },
);

async function world() {
  const users = { first: aUser(), second: aUser() };
  const courses = {
    paid: anApprovedCourse({ priceCents: 2500, totalEnrollment: 3 }),
    cheap: anApprovedCourse({ priceCents: 99 }),
    free: anApprovedCourse({ priceCents: 0 }),
    pending: aCourse({ priceCents: 1000 }),
  };
  const core = memoryCore();
  await core.given(...Object.values(users), ...Object.values(courses));
  const initial = new Map(Object.values(courses).map((c) => [c.id, c.totalEnrollment]));
  /** Intents opened so far, plus one the processor never heard of. */
  const intents = ['pi_forged'];
  return { core, users, courses, initial, intents };
}

type World = Awaited<ReturnType<typeof world>>;

async function run(w: World, s: Single): Promise<void> {
  const { useCases, gateway } = w.core;
  const intentId = w.intents[('intent' in s ? s.intent : 0) % w.intents.length]!;
  if (s.kind === 'checkout') {
    const actor = s.who === 'anonymous' ? null : actorOf(w.users[s.who]);
    const checkout = await useCases.startCheckout.execute(w.courses[s.course].id, actor);
    if (!w.intents.includes(checkout.intentId)) w.intents.push(checkout.intentId);
  } else if (s.kind === 'settle') {
    // As at the processor, succeeded and canceled are final.
    const current = await gateway.retrieveIntent(intentId);
    if (current && current.status !== 'succeeded' && current.status !== 'canceled') {
      gateway.settle(intentId, s.status);
    }
  } else if (s.kind === 'confirm') {
    const actor = s.who === 'anonymous' ? null : actorOf(w.users[s.who]);
    const courseId = s.hint === 'none' ? undefined : w.courses[s.hint].id;
    const outcome = await useCases.confirmPayment.execute(
      { transactionId: intentId, courseId },
      actor,
    );
    expect(
      await w.core.store.enrollments.isEnrolled(outcome.payment.email, outcome.payment.courseId),
    ).toBe(true);
  } else {
    const body = new TextEncoder().encode(
      JSON.stringify({ id: `evt_${intentId}`, type: s.type, intentId }),
    );
    await useCases.handlePaymentEvent.execute(body, s.signed ? gateway.sign(body) : 'forged');
  }
}

async function outcomeOf(work: Promise<void>): Promise<'accepted' | 'refused'> {
  return work.then(
    () => 'accepted' as const,
    (error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      return 'refused' as const;
    },
  );
}

async function assertConsistent(w: World): Promise<void> {
  const { tables } = w.core.store;
  for (const [id, count] of w.initial) {
    const enrolled = [...tables.enrollments.values()].filter((e) => e.courseId === id).length;
    expect(tables.courses.get(id)?.totalEnrollment).toBe(count + enrolled);
  }
  for (const payment of tables.payments.values()) {
    const intent = await w.core.gateway.retrieveIntent(payment.transactionId);
    const course = tables.courses.get(payment.courseId)!;
    expect(intent?.status).toBe('succeeded');
    expect(intent?.metadata).toMatchObject({ courseId: payment.courseId, email: payment.email });
    expect(payment.amount.cents).toBe(intent?.metadata.priceCents ?? course.price.cents);
    expect(course.status).toBe('approved');
    expect(course.price.cents).toBeGreaterThan(0);
  }
  const paymentsById = new Map([...tables.payments.values()].map((p) => [p.id, p]));
  for (const enrollment of tables.enrollments.values()) {
    expect(paymentsById.get(enrollment.paymentId)).toMatchObject({
      email: enrollment.email,
      courseId: enrollment.courseId,
    });
  }
}

describe('enrollment: no sequence of payment calls reaches an inconsistent state', () => {
  it('holds for random and racing steps', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25, size: 'max' }), async (steps) => {
        const w = await world();
        for (const s of steps) {
          if (s.kind === 'race') {
            await Promise.all(s.steps.map((one) => outcomeOf(run(w, one))));
          } else {
            const before = w.core.state().tables;
            if ((await outcomeOf(run(w, s))) === 'refused') {
              expect(w.core.state().tables).toEqual(before);
            }
          }
          await assertConsistent(w);
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
