import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-fetch';
import { CardError, CheckoutStore, NOT_RECORDED_YET } from './checkout.store';

const intent = { clientSecret: 'pi_1_secret', intentId: 'pi_1', amount: 49 };

function setup(payments: { status?: number; body?: unknown } = { body: { insertedId: 'pay1' } }) {
  const { api, calls } = fakeApi({
    'POST /create-payment-intent': () => ({ body: intent }),
    'POST /payments': () => payments,
  });
  return { store: new CheckoutStore(api, 'c1'), calls };
}

describe('CheckoutStore', () => {
  it('cannot pay before the client secret is there', async () => {
    const { store, calls } = setup();
    expect(store.canPay).toBe(false);
    await store.prepare(49);
    expect(store.canPay).toBe(true);
    expect(calls[0].body).toEqual({ courseId: 'c1' });
  });

  it('opens no payment intent for a price of 0 or less', async () => {
    const { store, calls } = setup();
    await store.prepare(0);
    expect(store.status).toBe('free');
    expect(store.canPay).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('records the confirmed payment with its transaction id', async () => {
    const { store, calls } = setup();
    await store.prepare(49);
    await expect(store.pay(async (given) => `${given.intentId}_tx`)).resolves.toBe(true);
    expect(store.transactionId).toBe('pi_1_tx');
    expect(store.recorded).toBe(true);
    expect(store.canPay).toBe(false);
    expect(calls.at(-1)).toMatchObject({
      url: '/payments',
      body: { transactionId: 'pi_1_tx', courseId: 'c1' },
    });
  });

  it("shows the processor's card error and records nothing", async () => {
    const { store, calls } = setup();
    await store.prepare(49);
    const paid = await store.pay(async () => {
      throw new CardError('Your card was declined.', 'card_declined');
    });
    expect(paid).toBe(false);
    expect(store.cardError).toBe('Your card was declined.');
    expect(store.transactionId).toBe('');
    expect(calls.map((call) => call.url)).toEqual(['/create-payment-intent']);
    expect(store.canPay).toBe(true);
  });

  it("shows the server's message when it cannot verify the payment", async () => {
    const { store } = setup({
      status: 402,
      body: { error: { code: 'payment_not_verified', message: 'The payment was not completed.' } },
    });
    await store.prepare(49);
    await expect(store.pay(async () => 'tx')).resolves.toBe(false);
    expect(store.cardError).toBe('The payment was not completed.');
    expect(store.recorded).toBe(false);
  });

  it('records again, without charging the card again, after the recording failed', async () => {
    let answers = [
      { status: 503, body: { error: { code: 'service_unavailable', message: 'Down' } } },
    ];
    const { api, calls } = fakeApi({
      'POST /create-payment-intent': () => ({ body: intent }),
      'POST /payments': () => answers.shift() ?? { body: { insertedId: 'pay1' } },
    });
    const store = new CheckoutStore(api, 'c1');
    await store.prepare(49);
    let charges = 0;
    const confirm = async () => {
      charges += 1;
      return 'pi_1';
    };

    await expect(store.pay(confirm)).resolves.toBe(false);
    expect(store.cardError).toBe(NOT_RECORDED_YET);
    expect(store.canPay).toBe(true);
    answers = [];
    await expect(store.pay(confirm)).resolves.toBe(true);

    expect(charges).toBe(1);
    expect(store.recorded).toBe(true);
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/payments')).toHaveLength(
      2,
    );
  });
});
