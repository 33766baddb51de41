import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Money, StoreUnavailableError, type ProcessorIntentRepository } from '@classroom/core';
import { createDatabase, type Database } from '@classroom/persistence-knex';
import { TestPaymentProcessor } from '@classroom/payments-test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successCardConfirmation } from './support/test-card';

const checkout = (key: string) => ({
  amount: Money.cents(4999),
  metadata: { courseId: 'course-1', email: 'sam@classroom.test', priceCents: 4999 },
  idempotencyKey: key,
  description: 'Practical Course',
});

/** A store that can be made to fail, as the database does in an outage. */
function interruptible(store: ProcessorIntentRepository) {
  const state = { down: false };
  const proxy = new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        state.down
          ? Promise.reject(new StoreUnavailableError())
          : (value as (...args: unknown[]) => unknown).apply(target, args);
    },
  });
  return { store: proxy, state };
}

describe('the test card processor on two replicas of one database', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'intents-')), 'classroom.sqlite');
  let databases: Database[];
  let one: TestPaymentProcessor;
  let other: TestPaymentProcessor;

  beforeAll(async () => {
    const first = await createDatabase(`sqlite:${file}`);
    await first.migrate();
    databases = [first, await createDatabase(`sqlite:${file}`)];
    [one, other] = databases.map(
      (database) => new TestPaymentProcessor({ intents: database.processorIntents }),
    ) as [TestPaymentProcessor, TestPaymentProcessor];
  });
  afterAll(() => Promise.all(databases.map((database) => database.close())));

  it('confirms through one an intent opened through the other, with its metadata', async () => {
    const opened = await one.createIntent(checkout('checkout-a'));
    expect(await other.createIntent(checkout('checkout-a'))).toEqual(opened);
    expect(await other.confirm(opened.id, successCardConfirmation(opened.clientSecret))).toEqual({
      ok: true,
      intent: { id: opened.id, status: 'succeeded' },
    });
    const seen = await one.retrieveIntent(opened.id);
    expect(seen).toMatchObject({
      status: 'succeeded',
      metadata: { courseId: 'course-1', email: 'sam@classroom.test', priceCents: 4999 },
    });
    expect(seen?.amount.cents).toBe(4999);
  });

  it('charges once when both replicas confirm the same intent at the same time', async () => {
    const opened = await one.createIntent(checkout('checkout-b'));
    await other.retrieveIntent(opened.id); // Both now hold it unpaid.
    const outcomes = await Promise.all(
      [one, other].map((processor) =>
        processor.confirm(opened.id, successCardConfirmation(opened.clientSecret)),
      ),
    );
    expect(outcomes.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({
      status: 400,
      error: { code: 'payment_intent_unexpected_state' },
    });
  });

  it('takes a card while the database is away, and writes the payment when it is back', async () => {
    const { store, state } = interruptible(databases[0]!.processorIntents);
    const cut = new TestPaymentProcessor({ intents: store });
    const opened = await cut.createIntent(checkout('checkout-c'));
    state.down = true;
    const confirmed = await cut.confirm(opened.id, successCardConfirmation(opened.clientSecret));
    expect(confirmed.ok).toBe(true);
    expect((await other.retrieveIntent(opened.id))?.status).toBe('requires_payment_method');
    state.down = false;
    expect((await cut.retrieveIntent(opened.id))?.status).toBe('succeeded');
    expect((await other.retrieveIntent(opened.id))?.status).toBe('succeeded');
  });
});
