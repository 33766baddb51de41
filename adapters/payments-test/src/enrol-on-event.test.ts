import { createUseCases, Money } from '@classroom/core';
import { actorOf, anApprovedCourse, aUser } from '@classroom/core/testing';
// Tests may run on the memory store; the adapter itself never imports it.
// eslint-disable-next-line no-restricted-imports
import {
  FixedClock,
  SequentialIdGenerator,
  createMemoryStore,
} from '@classroom/persistence-memory';
import { describe, expect, it } from 'vitest';
import { TestPaymentProcessor, type SignedEvent } from './test-processor';

/** The processor wired to the core as the composition root wires it. */
async function wired() {
  const store = createMemoryStore();
  const processor = new TestPaymentProcessor();
  const useCases = createUseCases({
    ...store,
    gateway: processor,
    clock: new FixedClock(),
    ids: new SequentialIdGenerator('id-'),
  });
  processor.onEvent((event) => useCases.handlePaymentEvent.execute(event.rawBody, event.signature));
  const student = aUser();
  const course = anApprovedCourse({ priceCents: 4999 });
  await store.users.insert(student);
  await store.courses.insert(course);
  const checkout = await useCases.startCheckout.execute(course.id, actorOf(student));
  const pay = (number: string) =>
    processor.confirm(checkout.intentId, {
      clientSecret: checkout.clientSecret,
      card: { number, expMonth: 1, expYear: 2039, cvc: '123' },
    });
  return { store, processor, useCases, student, course, checkout, pay };
}

describe('the test processor enrols through its own event', () => {
  it('enrols a student who paid and closed the page before reporting it', async () => {
    const { store, useCases, student, course, pay, checkout } = await wired();
    expect(await pay('4242424242424242')).toMatchObject({ ok: true });

    const payments = await useCases.listPayments.execute(student.email, actorOf(student));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ transactionId: checkout.intentId, courseId: course.id });
    expect(payments[0]?.amount.equals(Money.cents(4999))).toBe(true);
    expect((await store.courses.findById(course.id))?.totalEnrollment).toBe(1);

    // The page's own report afterwards changes nothing.
    const reported = await useCases.confirmPayment.execute(
      { transactionId: checkout.intentId },
      actorOf(student),
    );
    expect(reported.created).toBe(false);
    expect((await store.courses.findById(course.id))?.totalEnrollment).toBe(1);
  });

  it('enrols nothing for a declined card, and a replayed event changes nothing', async () => {
    const { store, processor, useCases, student, course, pay } = await wired();
    expect(await pay('4000000000000002')).toMatchObject({ ok: false, status: 402 });
    expect(await useCases.listPayments.execute(student.email, actorOf(student))).toEqual([]);

    expect(await pay('4242424242424242')).toMatchObject({ ok: true });
    const succeeded = processor.sentEvents.at(-1) as SignedEvent;
    const replay = await useCases.handlePaymentEvent.execute(
      succeeded.rawBody,
      succeeded.signature,
    );
    expect(replay.enrolled).toBe(false);
    expect(await useCases.listPayments.execute(student.email, actorOf(student))).toHaveLength(1);
    expect((await store.courses.findById(course.id))?.totalEnrollment).toBe(1);
  });
});
