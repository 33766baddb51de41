import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeGateway } from './index';

const keys = {
  secretKey: 'sk_test_fake_webhooks',
  publishableKey: 'pk_test_fake_webhooks',
  webhookSecret: 'whsec_fake_webhooks',
};
const gateway = createStripeGateway(keys, { host: '127.0.0.1', port: 9, protocol: 'http' });

function eventBody(
  type: string,
  object: Record<string, unknown> = {
    id: 'pi_abc',
    object: 'payment_intent',
    metadata: { courseId: 'course-7', email: 'sam@classroom.test' },
  },
) {
  return JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1_780_000_000,
    livemode: false,
    data: { object },
  });
}

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? keys.webhookSecret,
    timestamp: options.timestamp,
  });
}

describe('StripePaymentGateway.parseEvent', () => {
  it('reads a signed payment_intent.succeeded', async () => {
    const payload = eventBody('payment_intent.succeeded');
    expect(await gateway.parseEvent(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_1',
      type: 'payment_succeeded',
      intentId: 'pi_abc',
    });
  });

  it('reads a signed payment_intent.payment_failed', async () => {
    const payload = eventBody('payment_intent.payment_failed');
    expect(await gateway.parseEvent(Buffer.from(payload), sign(payload))).toMatchObject({
      type: 'payment_failed',
      intentId: 'pi_abc',
    });
  });

  it('reads full refunds and disputes by their payment intent, and ignores partial refunds', async () => {
    const refunded = eventBody('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_1',
      amount: 2500,
      amount_refunded: 2500,
      refunded: true,
    });
    expect(await gateway.parseEvent(Buffer.from(refunded), sign(refunded))).toEqual({
      id: 'evt_1',
      type: 'refunded',
      intentId: 'pi_1',
      reference: 'ch_1',
    });
    const partial = eventBody('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_1',
      amount: 2500,
      amount_refunded: 500,
      refunded: false,
    });
    expect((await gateway.parseEvent(Buffer.from(partial), sign(partial))).type).toBe('ignored');
    const refund = eventBody('refund.updated', {
      id: 're_1',
      object: 'refund',
      payment_intent: 'pi_1',
      amount: 500,
      status: 'succeeded',
    });
    expect(await gateway.parseEvent(Buffer.from(refund), sign(refund))).toEqual({
      id: 'evt_1',
      type: 'refunded',
      intentId: 'pi_1',
      reference: 're_1',
      amountCents: 500,
    });
    const disputed = eventBody('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      payment_intent: 'pi_1',
    });
    expect(await gateway.parseEvent(Buffer.from(disputed), sign(disputed))).toEqual({
      id: 'evt_1',
      type: 'dispute_created',
      intentId: 'pi_1',
      reference: 'dp_1',
    });
  });

  it('acknowledges and ignores other events', async () => {
    const payload = eventBody('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(await gateway.parseEvent(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_1',
      type: 'ignored',
      intentId: null,
    });
  });

  it('ignores a payment of the same account that is not for a course', async () => {
    const payload = eventBody('payment_intent.succeeded', {
      id: 'pi_shop',
      object: 'payment_intent',
      metadata: {},
    });
    expect(await gateway.parseEvent(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_1',
      type: 'ignored',
      intentId: 'pi_shop',
    });
  });

  it('refuses a bad signature, another secret, a re-serialised body and an old timestamp', async () => {
    const payload = eventBody('payment_intent.succeeded');
    const reserialised = JSON.stringify(JSON.parse(payload), null, 2);
    const tooOld = Math.floor(Date.now() / 1000) - 301;
    const attempts: [string, string][] = [
      [payload, sign(payload).replace(/v1=[0-9a-f]/, 'v1=x')],
      [payload, sign(payload, { secret: 'whsec_other' })],
      [reserialised, sign(payload)],
      [payload, sign(payload, { timestamp: tooOld })],
      [payload, ''],
      [payload, 'not a signature'],
    ];
    for (const [body, signature] of attempts) {
      await expect(gateway.parseEvent(Buffer.from(body), signature)).rejects.toMatchObject({
        code: 'invalid_webhook',
      });
    }
  });
});
