import { Money } from '@classroom/core';
import { describe, expect, it } from 'vitest';
import { cardMessages } from './card-error';
import { signEvent } from './event-signature';
import { TestPaymentProcessor, type ConfirmRequest, type SignedEvent } from './test-processor';

const now = new Date('2026-06-15T12:00:00.000Z');
const secret = 'whsec_test_fixed';

function processor(options: ConstructorParameters<typeof TestPaymentProcessor>[0] = {}) {
  return new TestPaymentProcessor({ webhookSecret: secret, now: () => now, ...options });
}

async function openIntent(gateway: TestPaymentProcessor, key = 'checkout-1') {
  return gateway.createIntent({
    amount: Money.cents(4999),
    metadata: { courseId: 'course-1', email: 'sam@classroom.test' },
    idempotencyKey: key,
    description: 'Practical Course',
  });
}

function withCard(clientSecret: string, card: Partial<ConfirmRequest['card']> = {}) {
  return {
    clientSecret,
    card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', ...card },
    billingDetails: { email: 'sam@classroom.test', name: 'Sam Student' },
  };
}

describe('TestPaymentProcessor intents', () => {
  it('says it is in test mode', () => {
    expect(processor().testMode).toBe(true);
    expect(processor().publicConfig).toEqual({ mode: 'test' });
  });

  it('opens an intent in cents and usd with its metadata', async () => {
    const gateway = processor();
    const created = await openIntent(gateway);
    expect(created.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(created.clientSecret.startsWith(`${created.id}_secret_`)).toBe(true);
    const intent = await gateway.retrieveIntent(created.id);
    expect(intent).toMatchObject({
      id: created.id,
      status: 'requires_payment_method',
      currency: 'usd',
      metadata: { courseId: 'course-1', email: 'sam@classroom.test' },
    });
    expect(intent?.amount.cents).toBe(4999);
  });

  it('answers the same intent for the same idempotency key, a new one for another key', async () => {
    const gateway = processor();
    const first = await openIntent(gateway);
    const again = await openIntent(gateway);
    const other = await openIntent(gateway, 'checkout-2');
    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
    expect(gateway.intentCount).toBe(2);
  });

  it('refuses an idempotency key reused for another amount', async () => {
    const gateway = processor();
    await openIntent(gateway);
    await expect(
      gateway.createIntent({
        amount: Money.cents(100),
        metadata: { courseId: 'course-1', email: 'sam@classroom.test' },
        idempotencyKey: 'checkout-1',
        description: 'Practical Course',
      }),
    ).rejects.toMatchObject({ code: 'payment_gateway_error' });
    expect(gateway.intentCount).toBe(1);
  });

  it('forgets an unpaid intent after a day, and keeps a paid one', async () => {
    let clock = now;
    const gateway = processor({ now: () => clock });
    const unpaid = await openIntent(gateway, 'checkout-unpaid');
    const paid = await openIntent(gateway, 'checkout-paid');
    await gateway.confirm(paid.id, withCard(paid.clientSecret));

    clock = new Date(now.getTime() + 23 * 3600_000);
    expect(await openIntent(gateway, 'checkout-unpaid')).toEqual(unpaid);
    clock = new Date(now.getTime() + 25 * 3600_000);
    const fresh = await openIntent(gateway, 'checkout-unpaid');

    expect(fresh.id).not.toBe(unpaid.id);
    expect(await gateway.retrieveIntent(unpaid.id)).toBeNull();
    expect((await gateway.retrieveIntent(paid.id))?.status).toBe('succeeded');
    expect(gateway.intentCount).toBe(2);
  });

  it("refuses an amount below Stripe's minimum charge, as Stripe does", async () => {
    const gateway = processor();
    await expect(
      gateway.createIntent({
        amount: Money.cents(49),
        metadata: { courseId: 'course-1', email: 'sam@classroom.test' },
        idempotencyKey: 'checkout-cheap',
        description: 'Cheap Course',
      }),
    ).rejects.toMatchObject({ code: 'payment_gateway_error' });
    expect(gateway.intentCount).toBe(0);
  });

  it('knows no intent it did not create', async () => {
    expect(await processor().retrieveIntent('pi_unknown')).toBeNull();
  });
});

describe('TestPaymentProcessor card confirmation', () => {
  const outcomes: [string, string, number, string | null, string][] = [
    ['4242 4242 4242 4242', 'succeeds', 200, null, 'succeeded'],
    ['5555 5555 5555 4444', 'succeeds (Mastercard)', 200, null, 'succeeded'],
    ['4000 0000 0000 0002', 'is declined', 402, 'card_declined', cardMessages.declined],
    [
      '4000 0000 0000 9995',
      'lacks funds',
      402,
      'insufficient_funds',
      cardMessages.insufficientFunds,
    ],
    ['4000 0000 0000 0069', 'has expired', 402, 'expired_card', cardMessages.expired],
    ['4000 0000 0000 0127', 'fails its CVC', 402, 'incorrect_cvc', cardMessages.cvcIncorrect],
    [
      '4242 4242 4242 4241',
      'fails the Luhn check',
      402,
      'incorrect_number',
      cardMessages.numberIncorrect,
    ],
    ['4111 1111 1111 1111', 'is not a test card', 402, 'card_declined', cardMessages.nonTestCard],
  ];

  it.each(outcomes)('%s %s', async (number, _label, status, code, text) => {
    const gateway = processor();
    const created = await openIntent(gateway);
    const outcome = await gateway.confirm(created.id, withCard(created.clientSecret, { number }));
    const intent = await gateway.retrieveIntent(created.id);
    if (status === 200) {
      expect(outcome).toEqual({ ok: true, intent: { id: created.id, status: 'succeeded' } });
      expect(intent?.status).toBe('succeeded');
    } else {
      expect(outcome).toEqual({ ok: false, status, error: { code, message: text } });
      expect(intent?.status).toBe('requires_payment_method');
    }
  });

  const badDetails: [string, Partial<ConfirmRequest['card']>, string, string][] = [
    ['an empty number', { number: '' }, 'incorrect_number', cardMessages.numberIncomplete],
    ['a short number', { number: '4242 4242' }, 'incorrect_number', cardMessages.numberIncomplete],
    ['letters', { number: '4242 abcd 4242 4242' }, 'incorrect_number', cardMessages.numberInvalid],
    ['month 13', { expMonth: 13 }, 'invalid_expiry', cardMessages.expiryMonthInvalid],
    ['month 0', { expMonth: '0' }, 'invalid_expiry', cardMessages.expiryMonthInvalid],
    ['a past year', { expYear: 2025 }, 'invalid_expiry', cardMessages.expiryYearPast],
    ['a past month', { expMonth: 5, expYear: 26 }, 'invalid_expiry', cardMessages.expiryDatePast],
    ['a far year', { expYear: 2090 }, 'invalid_expiry', cardMessages.expiryYearInvalid],
    ['a text year', { expYear: 'soon' }, 'invalid_expiry', cardMessages.expiryYearInvalid],
    ['a short CVC', { cvc: '12' }, 'incorrect_cvc', cardMessages.cvcIncomplete],
    ['a letter CVC', { cvc: '12a' }, 'incorrect_cvc', cardMessages.cvcInvalid],
    [
      'a 3-digit Amex CVC',
      { number: '378282246310005', cvc: '123' },
      'incorrect_cvc',
      cardMessages.cvcIncomplete,
    ],
  ];

  it.each(badDetails)('refuses %s with a Stripe-like message', async (_label, card, code, text) => {
    const gateway = processor();
    const created = await openIntent(gateway);
    const outcome = await gateway.confirm(created.id, withCard(created.clientSecret, card));
    expect(outcome).toEqual({ ok: false, status: 402, error: { code, message: text } });
    expect((await gateway.retrieveIntent(created.id))?.status).toBe('requires_payment_method');
  });

  it('accepts this month, a two-digit year and an Amex with four CVC digits', async () => {
    const gateway = processor();
    const created = await openIntent(gateway);
    const card = { number: '3782-822463-10005', expMonth: '6', expYear: '26', cvc: '1234' };
    expect(await gateway.confirm(created.id, withCard(created.clientSecret, card))).toMatchObject({
      ok: true,
    });
  });

  it('needs the intent client secret', async () => {
    const gateway = processor();
    const created = await openIntent(gateway);
    const other = await openIntent(gateway, 'checkout-2');
    const outcome = await gateway.confirm(created.id, withCard(other.clientSecret));
    expect(outcome).toMatchObject({ ok: false, status: 404, error: { code: 'resource_missing' } });
    expect((await gateway.retrieveIntent(created.id))?.status).toBe('requires_payment_method');
    expect(await gateway.confirm('pi_nothing', withCard(created.clientSecret))).toMatchObject({
      status: 404,
    });
  });

  it('lets the student try another card after a decline, and never confirms twice', async () => {
    const gateway = processor();
    const created = await openIntent(gateway);
    const declined = withCard(created.clientSecret, { number: '4000000000000002' });
    expect(await gateway.confirm(created.id, declined)).toMatchObject({ status: 402 });
    expect(await gateway.confirm(created.id, withCard(created.clientSecret))).toMatchObject({
      ok: true,
    });
    expect(await gateway.confirm(created.id, withCard(created.clientSecret))).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 'payment_intent_unexpected_state' },
    });
  });

  it('shows the intent to the holder of its client secret only', async () => {
    const gateway = processor();
    const created = await openIntent(gateway);
    expect(await gateway.view(created.id, created.clientSecret)).toMatchObject({
      id: created.id,
      amount: 4999,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    expect(await gateway.view(created.id, `${created.id}_secret_guess`)).toBeNull();
  });
});

describe('TestPaymentProcessor events', () => {
  it('sends a signed succeeded event that it parses back', async () => {
    const gateway = processor();
    const received: SignedEvent[] = [];
    gateway.onEvent(async (event) => void received.push(event));
    const created = await openIntent(gateway);
    await gateway.confirm(created.id, withCard(created.clientSecret));

    expect(received).toHaveLength(1);
    const [event] = received as [SignedEvent];
    expect(event.type).toBe('payment_intent.succeeded');
    expect(await gateway.parseEvent(event.rawBody, event.signature)).toEqual({
      id: event.id,
      type: 'payment_succeeded',
      intentId: created.id,
    });
  });

  it('sends a failed event for a declined card', async () => {
    const gateway = processor();
    const created = await openIntent(gateway);
    await gateway.confirm(
      created.id,
      withCard(created.clientSecret, { number: '4000000000009995' }),
    );
    const [event] = gateway.sentEvents as [SignedEvent];
    expect(await gateway.parseEvent(event.rawBody, event.signature)).toMatchObject({
      type: 'payment_failed',
      intentId: created.id,
    });
  });

  it('sends nothing for a card refused before it reaches the network', async () => {
    const gateway = processor();
    const created = await openIntent(gateway);
    await gateway.confirm(created.id, withCard(created.clientSecret, { cvc: '1' }));
    expect(gateway.sentEvents).toHaveLength(0);
  });

  it('refuses an event with a bad signature, a changed body or an old timestamp', async () => {
    const gateway = processor();
    const created = await openIntent(gateway);
    await gateway.confirm(created.id, withCard(created.clientSecret));
    const [event] = gateway.sentEvents as [SignedEvent];
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(event.rawBody.toString()), null, 1));
    const old = signEvent(event.rawBody, secret, new Date(now.getTime() - 301_000));
    const foreign = signEvent(event.rawBody, 'whsec_other', now);

    for (const [body, signature] of [
      [event.rawBody, tampered(event.signature)],
      [reserialised, event.signature],
      [event.rawBody, old],
      [event.rawBody, foreign],
      [event.rawBody, 'garbage'],
    ] as const) {
      await expect(gateway.parseEvent(body, signature)).rejects.toMatchObject({
        code: 'invalid_webhook',
      });
    }
  });

  it('ignores other event types it signed', async () => {
    const gateway = processor();
    const body = Buffer.from(JSON.stringify({ id: 'evt_1', type: 'customer.created', data: {} }));
    expect(await gateway.parseEvent(body, signEvent(body, secret, now))).toEqual({
      id: 'evt_1',
      type: 'ignored',
      intentId: null,
    });
  });

  it('still confirms when a listener fails, and redelivers the event', async () => {
    const failures: unknown[] = [];
    const gateway = processor({
      retryDelays: [1],
      onDeliveryError: (error) => failures.push(error),
    });
    let calls = 0;
    const delivered = new Promise<SignedEvent>((resolve) =>
      gateway.onEvent(async (event) => {
        calls += 1;
        if (calls === 1) throw new Error('database busy');
        resolve(event);
      }),
    );
    const created = await openIntent(gateway);
    expect(await gateway.confirm(created.id, withCard(created.clientSecret))).toMatchObject({
      ok: true,
    });
    const redelivered = await delivered;
    expect(failures).toHaveLength(1);
    expect(redelivered.type).toBe('payment_intent.succeeded');
    expect(await gateway.parseEvent(redelivered.rawBody, redelivered.signature)).toMatchObject({
      intentId: created.id,
    });
  });
});

/** The signature with its first digest character changed (never to itself). */
function tampered(signature: string): string {
  return signature.replace(/v1=(.)/, (_match, first: string) => `v1=${first === '0' ? '1' : '0'}`);
}
