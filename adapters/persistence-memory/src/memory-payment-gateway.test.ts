import { Money, type PaymentGateway } from '@classroom/core';
import { describe, expect, it } from 'vitest';
import { MemoryPaymentGateway } from './memory-payment-gateway';

const metadata = { courseId: 'course-1', email: 'sam@classroom.test' };
/** What the checkout use case asks the port for. */
const intentInput = (
  idempotencyKey: string,
  cents = 100,
): Parameters<PaymentGateway['createIntent']>[0] => ({
  amount: Money.cents(cents),
  metadata,
  idempotencyKey,
  description: 'A course',
});
const body = (event: object) => new TextEncoder().encode(JSON.stringify(event));

describe('MemoryPaymentGateway', () => {
  it('creates an intent awaiting a card, for the amount and metadata given', async () => {
    const gateway = new MemoryPaymentGateway();

    const created = await gateway.createIntent(intentInput('k1', 2500));

    expect(created.clientSecret).toContain(created.id);
    const intent = await gateway.retrieveIntent(created.id);
    expect(intent).toMatchObject({
      id: created.id,
      status: 'requires_payment_method',
      currency: 'usd',
      metadata,
    });
    expect(intent?.amount.cents).toBe(2500);
  });

  it('answers the same intent for the same idempotency key, a new one for a new key', async () => {
    const gateway = new MemoryPaymentGateway();
    const first = await gateway.createIntent(intentInput('same'));
    const again = await gateway.createIntent(intentInput('same'));
    const other = await gateway.createIntent(intentInput('other'));

    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
    expect(gateway.intentCount).toBe(2);
  });

  it('settles intents as tests tell it, and knows no others', async () => {
    const gateway = new MemoryPaymentGateway();
    const { id } = await gateway.createIntent(intentInput('k'));

    gateway.settle(id, 'succeeded');

    expect((await gateway.retrieveIntent(id))?.status).toBe('succeeded');
    expect(await gateway.retrieveIntent('pi_unknown')).toBeNull();
    expect(() => gateway.settle('pi_unknown', 'succeeded')).toThrow();
  });

  it('hands out copies, so a caller cannot change what the processor holds', async () => {
    const gateway = new MemoryPaymentGateway();
    const { id } = await gateway.createIntent(intentInput('k'));

    const copy = await gateway.retrieveIntent(id);
    copy!.metadata.email = 'mallory@classroom.test';
    copy!.status = 'succeeded';

    expect(await gateway.retrieveIntent(id)).toMatchObject({
      status: 'requires_payment_method',
      metadata,
    });
  });

  it('reads events signed with its secret', async () => {
    const gateway = new MemoryPaymentGateway();
    const raw = body({ id: 'evt_1', type: 'payment_succeeded', intentId: 'pi_1' });

    expect(await gateway.parseEvent(raw, gateway.sign(raw))).toEqual({
      id: 'evt_1',
      type: 'payment_succeeded',
      intentId: 'pi_1',
    });
  });

  it('maps event types it does not act on to ignored, and a missing intent to null', async () => {
    const gateway = new MemoryPaymentGateway();
    const failed = body({ id: 'evt_2', type: 'payment_failed', intentId: 'pi_1' });
    const refund = body({ id: 'evt_3', type: 'charge.refunded' });

    expect(await gateway.parseEvent(failed, gateway.sign(failed))).toMatchObject({
      type: 'payment_failed',
    });
    expect(await gateway.parseEvent(refund, gateway.sign(refund))).toEqual({
      id: 'evt_3',
      type: 'ignored',
      intentId: null,
    });
  });

  it('refuses a missing, forged or foreign signature with invalid_webhook', async () => {
    const gateway = new MemoryPaymentGateway('our-secret');
    const foreign = new MemoryPaymentGateway('their-secret');
    const raw = body({ id: 'evt_1', type: 'payment_succeeded', intentId: 'pi_1' });
    const tampered = body({ id: 'evt_1', type: 'payment_succeeded', intentId: 'pi_2' });

    for (const [payload, signature] of [
      [raw, ''],
      [raw, 'abc'],
      [raw, foreign.sign(raw)],
      [tampered, gateway.sign(raw)],
    ] as const) {
      await expect(gateway.parseEvent(payload, signature)).rejects.toMatchObject({
        code: 'invalid_webhook',
      });
    }
  });
});
