import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUseCases, parseEmail, type Course, type User } from '@classroom/core';
import { anApprovedCourse, aUser, testMailUseCases } from '@classroom/core/testing';
import { createApp } from '@classroom/http-koa';
import { memoryCertification } from '@classroom/persistence-memory';
import { createStripeGateway } from '@classroom/payments-stripe';
import { FakeStripeApi, signTestWebhook } from '@classroom/payments-stripe/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type TestStore } from './stores';
import { storeKinds } from './store-kinds';

const keys = {
  secretKey: 'sk_test_fake_server',
  publishableKey: 'pk_test_fake_server',
  webhookSecret: 'whsec_fake_server',
};

/** The real app in Stripe mode, the SDK talking to a local stand-in for Stripe's API. */
async function stripeApp(store: TestStore, api: FakeStripeApi) {
  const gateway = createStripeGateway(keys, { ...(await api.start()), maxNetworkRetries: 0 });
  const useCases = createUseCases({
    ...store,
    gateway,
    clock: { now: () => new Date() },
    ids: { next: () => randomUUID() },
  });
  const app = createApp({
    useCases,
    mail: testMailUseCases(store),
    certification: memoryCertification(store, { now: () => new Date() }).useCases,
    authenticate: async (ctx) => {
      const match = /^Bearer test:(.+)$/.exec(ctx.get('Authorization'));
      return match?.[1] ? { email: parseEmail(match[1]) } : null;
    },
    idempotencyKeys: store.idempotencyKeys,
    publicConfig: {
      payments: gateway.publicConfig,
      googleEnabled: false,
      schoolName: 'GS Classroom',
      refunds: { windowDays: 30 },
    },
    rateLimits: false,
    requestTimeoutMs: 30_000,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base };
}

describe.each(storeKinds)('Stripe mode through the API (%s)', (kind) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  async function setup() {
    const store = await openStore(kind);
    const api = new FakeStripeApi(keys.secretKey);
    const { server, base } = await stripeApp(store, api);
    close = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.stop();
      await store.close();
    };
    const student: User = aUser({ email: `stripe-${randomUUID().slice(0, 8)}@classroom.test` });
    const instructor = aUser({ email: `instructor-${randomUUID().slice(0, 8)}@classroom.test` });
    const course: Course = anApprovedCourse({ priceCents: 1500, id: randomUUID(), by: instructor });
    await store.users.insert(instructor);
    await store.users.insert(student);
    await store.courses.insert(course);
    const post = async (path: string, body: string, headers: Record<string, string>) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const asStudent = { Authorization: `Bearer test:${student.email}` };
    const webhook = (intentId: string, type: string, timestamp?: number) => {
      const payload = JSON.stringify({
        id: `evt_${type}`,
        object: 'event',
        type,
        data: { object: api.intents.get(intentId) },
      });
      return post('/webhooks/stripe', payload, {
        'Stripe-Signature': signTestWebhook(payload, keys.webhookSecret, timestamp),
      });
    };
    const figures = async () => ({
      payments: (await store.enrollments.paymentsOf(student.email)).length,
      count: (await store.courses.findById(course.id))?.totalEnrollment,
    });
    return { api, base, student, course, post, asStudent, webhook, figures };
  }

  it('serves the publishable key and opens one PaymentIntent for repeated clicks', async () => {
    const { api, base, course, post, asStudent } = await setup();
    const config = (await (await fetch(`${base}/api/v1/config`)).json()) as { payments: unknown };
    expect(config.payments).toEqual({ mode: 'stripe', publishableKey: keys.publishableKey });

    const body = JSON.stringify({ courseId: course.id });
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () => post('/create-payment-intent', body, asStudent)),
    );
    expect(clicks.every((click) => click.status === 200)).toBe(true);
    expect(new Set(clicks.map((click) => click.body.clientSecret)).size).toBe(1);
    expect(api.intents.size).toBe(1);
    expect([...api.intents.values()][0]).toMatchObject({
      amount: 1500,
      currency: 'usd',
      metadata: { courseId: course.id },
    });
  });

  it('enrols once from the webhook; replays, forgeries and the late report change nothing', async () => {
    const { api, course, post, asStudent, webhook, figures } = await setup();
    const checkout = await post(
      '/create-payment-intent',
      JSON.stringify({ courseId: course.id }),
      asStudent,
    );
    const intentId = String(checkout.body.intentId);

    // Not paid yet: a signed "succeeded" event is checked against Stripe and refused.
    expect((await webhook(intentId, 'payment_intent.succeeded')).status).toBe(422);
    expect(await figures()).toEqual({ payments: 0, count: 0 });

    api.settle(intentId, 'succeeded');
    const old = Math.floor(Date.now() / 1000) - 600;
    expect((await webhook(intentId, 'payment_intent.succeeded', old)).status).toBe(400);
    expect(await figures()).toEqual({ payments: 0, count: 0 });

    const delivered = await webhook(intentId, 'payment_intent.succeeded');
    expect(delivered).toEqual({ status: 200, body: { received: true, enrolled: true } });
    const replayed = await webhook(intentId, 'payment_intent.succeeded');
    expect(replayed.body).toEqual({ received: true, enrolled: false });
    expect((await webhook(intentId, 'payment_intent.payment_failed')).status).toBe(200);

    const report = () => post('/payments', JSON.stringify({ transactionId: intentId }), asStudent);
    expect((await report()).status).toBe(201);
    expect((await report()).status).toBe(200);
    expect(await figures()).toEqual({ payments: 1, count: 1 });
  });
});
