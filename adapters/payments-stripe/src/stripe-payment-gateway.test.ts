import { Money, PaymentGatewayError } from '@classroom/core';
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStripeGateway } from './index';
import { FakeStripeApi } from './testing/fake-stripe-api';

const keys = {
  secretKey: 'sk_test_fake_4eC39HqLyjWDarjtT1zdp7dc',
  publishableKey: 'pk_test_fake_TYooMQauvdEDq54NiTphI7jx',
  webhookSecret: 'whsec_fake_secret',
};

let api: FakeStripeApi;
let sdk: Stripe.StripeConfig;

beforeEach(async () => {
  api = new FakeStripeApi(keys.secretKey);
  sdk = { ...(await api.start()), maxNetworkRetries: 0 };
});
afterEach(() => api.stop());

const checkout = (overrides: { cents?: number; key?: string; name?: string } = {}) => ({
  amount: Money.cents(overrides.cents ?? 4999),
  metadata: { courseId: 'course-7', email: 'sam@classroom.test' },
  idempotencyKey: overrides.key ?? 'checkout-user-1-course-7-4999',
  description: overrides.name ?? 'Practical Course',
});

describe('StripePaymentGateway intents', () => {
  it('creates a PaymentIntent in cents and usd with course and e-mail metadata', async () => {
    const gateway = createStripeGateway(keys, sdk);
    const created = await gateway.createIntent(checkout());

    const stored = api.intents.get(created.id);
    expect(stored).toMatchObject({
      amount: 4999,
      currency: 'usd',
      description: 'Practical Course',
      metadata: { courseId: 'course-7', email: 'sam@classroom.test' },
      allowed_payment_method_types: ['card'],
    });
    expect(created.clientSecret).toBe(stored?.client_secret);
    expect(api.requests[0]?.idempotencyKey).toMatch(/^checkout-user-1-course-7-4999-[0-9a-f]{16}$/);
  });

  it('gives ten rapid checkouts one PaymentIntent', async () => {
    const gateway = createStripeGateway(keys, sdk);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => gateway.createIntent(checkout())),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(api.intents.size).toBe(1);
  });

  it('opens a new intent when the price or the course name changed', async () => {
    const gateway = createStripeGateway(keys, sdk);
    const first = await gateway.createIntent(checkout());
    const repriced = await gateway.createIntent(checkout({ cents: 5999 }));
    const renamed = await gateway.createIntent(checkout({ name: 'Practical Course, 2nd ed.' }));
    expect(new Set([first.id, repriced.id, renamed.id]).size).toBe(3);
    expect(api.intents.get(repriced.id)?.amount).toBe(5999);
  });

  it('retrieves an intent as the core sees it', async () => {
    const gateway = createStripeGateway(keys, sdk);
    const created = await gateway.createIntent(checkout());
    api.settle(created.id, 'succeeded');
    const intent = await gateway.retrieveIntent(created.id);
    expect(intent).toMatchObject({
      id: created.id,
      status: 'succeeded',
      currency: 'usd',
      metadata: { courseId: 'course-7', email: 'sam@classroom.test' },
    });
    expect(intent?.amount.cents).toBe(4999);
  });

  it('treats an authorised but uncaptured intent as not paid', async () => {
    const gateway = createStripeGateway(keys, sdk);
    const created = await gateway.createIntent(checkout());
    api.settle(created.id, 'requires_capture');
    expect((await gateway.retrieveIntent(created.id))?.status).toBe('processing');
  });

  it('knows no unknown intent, and does not ask Stripe about ids of another shape', async () => {
    const gateway = createStripeGateway(keys, sdk);
    expect(await gateway.retrieveIntent('pi_000000000000000000000000')).toBeNull();
    expect(api.requests).toHaveLength(1);
    for (const id of ['ch_123', 'pi_../../v1/customers', '', 'pi_1 2']) {
      expect(await gateway.retrieveIntent(id)).toBeNull();
    }
    expect(api.requests).toHaveLength(1);
  });

  it('reports an outage or a wrong key as a gateway error', async () => {
    const gateway = createStripeGateway(keys, sdk);
    api.failNext = 1;
    await expect(gateway.createIntent(checkout())).rejects.toBeInstanceOf(PaymentGatewayError);
    api.failNext = 1;
    await expect(gateway.retrieveIntent('pi_123')).rejects.toBeInstanceOf(PaymentGatewayError);

    const wrongKey = createStripeGateway({ ...keys, secretKey: 'sk_test_wrong' }, sdk);
    await expect(wrongKey.createIntent(checkout())).rejects.toMatchObject({
      code: 'payment_gateway_error',
    });
    expect(api.intents.size).toBe(0);
  });

  it("explains a price below Stripe's minimum charge", async () => {
    const gateway = createStripeGateway(keys, sdk);
    await expect(gateway.createIntent(checkout({ cents: 30 }))).rejects.toMatchObject({
      code: 'payment_gateway_error',
      message: "This course's price is below the smallest amount a card can be charged ($0.50).",
    });
    expect(api.intents.size).toBe(0);
  });

  it('reports an unreachable Stripe as a gateway error', async () => {
    const gateway = createStripeGateway(keys, sdk);
    await api.stop();
    await expect(gateway.createIntent(checkout())).rejects.toMatchObject({
      code: 'payment_gateway_error',
    });
    api = new FakeStripeApi(keys.secretKey);
    await api.start();
  });

  it('tells test keys from live keys and hands the page its publishable key', () => {
    const test = createStripeGateway(keys, sdk);
    const live = createStripeGateway({ ...keys, secretKey: 'sk_live_abc' }, sdk);
    expect(test.testMode).toBe(true);
    expect(live.testMode).toBe(false);
    expect(test.publicConfig).toEqual({ mode: 'stripe', publishableKey: keys.publishableKey });
  });
});

describe('StripePaymentGateway refunds', () => {
  it('refunds a payment through the Refunds API with the idempotency key, once', async () => {
    const gateway = createStripeGateway(keys, sdk);
    const { id } = await gateway.createIntent(checkout());
    api.settle(id, 'succeeded');
    const input = { intentId: id, amount: Money.cents(4999), idempotencyKey: 'refund-payment-1' };

    const first = await gateway.refund(input);
    const again = await gateway.refund(input);

    expect(first).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(again).toEqual(first);
    const refunds = api.requests.filter((request) => request.path === '/v1/refunds');
    expect(refunds.map((request) => request.idempotencyKey)).toEqual([
      'refund-payment-1',
      'refund-payment-1',
    ]);
    await expect(
      gateway.refund({ ...input, idempotencyKey: 'refund-payment-2' }),
    ).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});
