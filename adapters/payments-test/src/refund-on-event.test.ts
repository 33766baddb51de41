import { createUseCases } from '@classroom/core';
import {
  actorOf,
  anAdmin,
  anApprovedCourse,
  anApprovedInstructor,
  aUser,
} from '@classroom/core/testing';
// Tests may run on the memory store; the adapter itself never imports it.
// eslint-disable-next-line no-restricted-imports
import {
  FixedClock,
  SequentialIdGenerator,
  createMemoryStore,
} from '@classroom/persistence-memory';
import { describe, expect, it } from 'vitest';
import { TestPaymentProcessor } from './test-processor';

/** A paid enrollment through the test processor, wired to the core as the server wires it. */
async function paid() {
  const store = createMemoryStore();
  const processor = new TestPaymentProcessor();
  const useCases = createUseCases({
    ...store,
    gateway: processor,
    clock: new FixedClock(),
    ids: new SequentialIdGenerator('id-'),
  });
  processor.onEvent((event) => useCases.handlePaymentEvent.execute(event.rawBody, event.signature));
  const instructor = anApprovedInstructor();
  const student = aUser();
  const admin = anAdmin();
  const course = anApprovedCourse({ by: instructor, priceCents: 4999, totalEnrollment: 0 });
  for (const user of [instructor, student, admin]) await store.users.insert(user);
  await store.courses.insert(course);
  const checkout = await useCases.startCheckout.execute(course.id, actorOf(student));
  await processor.confirm(checkout.intentId, {
    clientSecret: checkout.clientSecret,
    card: { number: '4242424242424242', expMonth: 1, expYear: 2039, cvc: '123' },
  });
  const [enrollment] = await store.enrollments.enrollmentsOf(student.email);
  return { store, processor, useCases, student, admin, course, checkout, enrollment: enrollment! };
}

describe('the test processor refunds as Stripe does', () => {
  it('refunds once per key, signs charge.refunded, and the event and the approval record one reversal', async () => {
    const { store, processor, useCases, student, admin, course, enrollment } = await paid();
    const request = await useCases.requestRefund.execute(enrollment.id, {}, actorOf(student));

    const refunded = await useCases.approveRefund.execute(request.id, actorOf(admin));

    expect(refunded.status).toBe('refunded');
    const event = processor.sentEvents.at(-1)!;
    expect(event.type).toBe('charge.refunded');
    // A replay of the signed event changes nothing.
    const replay = await useCases.handlePaymentEvent.execute(event.rawBody, event.signature);
    expect(replay.reversed).toBe(false);
    const kinds = [...store.tables.ledger.values()].map((entry) => entry.kind).sort();
    expect(kinds).toEqual(['refund', 'sale']);
    expect(await store.enrollments.isEnrolled(student.email, course.id)).toBe(false);
    expect((await store.courses.findById(course.id))?.totalEnrollment).toBe(0);
  });

  it('answers the same refund for the same key and refuses a second one', async () => {
    const { processor, checkout, course } = await paid();
    const input = { intentId: checkout.intentId, amount: course.price, idempotencyKey: 'k1' };
    const first = await processor.refund(input);
    expect(await processor.refund(input)).toEqual(first);
    await expect(processor.refund({ ...input, idempotencyKey: 'k2' })).rejects.toMatchObject({
      code: 'payment_gateway_error',
    });
  });

  it('a dispute event freezes the earning and ends the enrollment', async () => {
    const { store, processor, student, course, checkout } = await paid();
    await processor.dispute(checkout.intentId);
    expect(processor.sentEvents.at(-1)?.type).toBe('charge.dispute.created');
    const entries = [...store.tables.ledger.values()];
    expect(
      entries.map((entry) => [entry.kind, entry.instructorCents, entry.platformCents]),
    ).toEqual([
      ['sale', 3499, 1500],
      ['dispute', -3499, 3499],
    ]);
    expect(await store.enrollments.isEnrolled(student.email, course.id)).toBe(false);
  });
});
