import { createUseCases } from '@classroom/core';
import { actorOf, anApprovedCourse, aUser } from '@classroom/core/testing';
// Tests may run on the memory store; the adapter itself never imports it.
// eslint-disable-next-line no-restricted-imports
import {
  FixedClock,
  SequentialIdGenerator,
  createMemoryStore,
} from '@classroom/persistence-memory';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStripeGateway } from './index';
import { FakeStripeApi } from './testing/fake-stripe-api';

const keys = {
  secretKey: 'sk_test_fake_enrollment',
  publishableKey: 'pk_test_fake_enrollment',
  webhookSecret: 'whsec_fake_enrollment',
};

let api: FakeStripeApi;
beforeEach(async () => {
  api = new FakeStripeApi(keys.secretKey);
});
afterEach(() => api.stop());

/** The core on the memory store with the real SDK against the local stand-in. */
async function wired() {
  const gateway = createStripeGateway(keys, { ...(await api.start()), maxNetworkRetries: 0 });
  const store = createMemoryStore();
  const useCases = createUseCases({
    ...store,
    gateway,
    clock: new FixedClock(),
    ids: new SequentialIdGenerator('id-'),
  });
  const student = aUser();
  const course = anApprovedCourse({ priceCents: 1999 });
  await store.users.insert(student);
  await store.courses.insert(course);
  const checkout = await useCases.startCheckout.execute(course.id, actorOf(student));

  const deliver = (
    type: string,
    options: { id?: string; timestamp?: number; body?: string } = {},
  ) => {
    const payload = JSON.stringify({
      id: options.id ?? `evt_${type}`,
      object: 'event',
      type,
      data: { object: { ...api.intents.get(checkout.intentId) } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: keys.webhookSecret,
      timestamp: options.timestamp,
    });
    return useCases.handlePaymentEvent.execute(Buffer.from(options.body ?? payload), signature);
  };
  const state = async () => ({
    payments: [...store.tables.payments.values()].length,
    enrollments: [...store.tables.enrollments.values()].length,
    count: (await store.courses.findById(course.id))?.totalEnrollment,
  });
  return { useCases, student, course, checkout, deliver, state };
}

describe('Stripe webhooks through the core', () => {
  it('enrols once on payment_intent.succeeded; a replay changes nothing', async () => {
    const { checkout, deliver, state } = await wired();
    api.settle(checkout.intentId, 'succeeded');
    expect((await deliver('payment_intent.succeeded')).enrolled).toBe(true);
    expect(await state()).toEqual({ payments: 1, enrollments: 1, count: 1 });
    expect((await deliver('payment_intent.succeeded')).enrolled).toBe(false);
    expect(await state()).toEqual({ payments: 1, enrollments: 1, count: 1 });
  });

  it('changes nothing for a bad signature, a re-serialised body or an old timestamp', async () => {
    const { checkout, deliver, state } = await wired();
    api.settle(checkout.intentId, 'succeeded');
    const before = await state();
    const old = Math.floor(Date.now() / 1000) - 600;
    await expect(deliver('payment_intent.succeeded', { timestamp: old })).rejects.toMatchObject({
      code: 'invalid_webhook',
    });
    const reserialised = JSON.stringify(
      { id: 'evt_x', object: 'event', type: 'payment_intent.succeeded', data: {} },
      null,
      2,
    );
    await expect(deliver('payment_intent.succeeded', { body: reserialised })).rejects.toMatchObject(
      { code: 'invalid_webhook' },
    );
    expect(await state()).toEqual(before);
  });

  it('trusts Stripe, not the event: a succeeded event for an unpaid intent enrols nobody', async () => {
    const { deliver, state } = await wired();
    await expect(deliver('payment_intent.succeeded')).rejects.toMatchObject({
      code: 'payment_not_verified',
    });
    expect(await state()).toEqual({ payments: 0, enrollments: 0, count: 0 });
  });

  it('a failure notice arriving late changes nothing, and the page report finds the payment', async () => {
    const { useCases, student, checkout, deliver, state } = await wired();
    api.settle(checkout.intentId, 'succeeded');
    await deliver('payment_intent.succeeded');
    expect((await deliver('payment_intent.payment_failed')).enrolled).toBe(false);
    const reported = await useCases.confirmPayment.execute(
      { transactionId: checkout.intentId },
      actorOf(student),
    );
    expect(reported.created).toBe(false);
    expect(await state()).toEqual({ payments: 1, enrollments: 1, count: 1 });
  });

  it('ignores a failure notice and other events', async () => {
    const { checkout, deliver, state } = await wired();
    api.settle(checkout.intentId, 'requires_payment_method');
    expect((await deliver('payment_intent.payment_failed')).event.type).toBe('payment_failed');
    expect((await deliver('customer.created')).event.type).toBe('ignored');
    expect(await state()).toEqual({ payments: 0, enrollments: 0, count: 0 });
  });

  it('opens one PaymentIntent for ten rapid Pay clicks', async () => {
    const { useCases, student, course, checkout } = await wired();
    const again = await Promise.all(
      Array.from({ length: 10 }, () => useCases.startCheckout.execute(course.id, actorOf(student))),
    );
    expect(new Set([checkout, ...again].map((answer) => answer.intentId)).size).toBe(1);
    expect(api.intents.size).toBe(1);
  });
});
