import { Money } from '@classroom/core';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentsApp, type PaymentsApp } from './payments-app';
import { storeKinds } from './store-kinds';

/** POST /payments must not be a way to enrol without paying: each forgery changes nothing. */
describe.each(storeKinds)('faking a payment fails (%s)', (kind) => {
  let app: PaymentsApp;
  afterEach(() => app?.close());

  async function expectRefused(
    run: () => Promise<{ status: number }>,
    figures: () => Promise<unknown>,
  ) {
    const before = await figures();
    const answer = await run();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await figures()).toEqual(before);
  }

  it('refuses an unknown or malformed transaction id', async () => {
    app = await paymentsApp(kind);
    const [student, course] = [await app.student(), await app.course()];
    const figures = () => app.figures(student, course);
    for (const id of ['pi_000000000000000000000000', 'tx-123', '../payments', '']) {
      await expectRefused(() => app.report(student, id, course), figures);
    }
    expect(await figures()).toEqual({ payments: 0, enrollments: 0, count: 0 });
  });

  it('refuses a visitor', async () => {
    app = await paymentsApp(kind);
    const [student, course] = [await app.student(), await app.course()];
    const checkout = await app.checkout(student, course);
    await app.confirm(checkout.body.intentId, checkout.body.clientSecret, '4242424242424242');
    const visitor = await app.call('POST', '/payments', null, {
      transactionId: checkout.body.intentId,
    });
    expect(visitor.status).toBe(401);
  });

  it('refuses an intent that has not succeeded', async () => {
    app = await paymentsApp(kind);
    const [student, course] = [await app.student(), await app.course()];
    const checkout = await app.checkout(student, course);
    const figures = () => app.figures(student, course);
    await expectRefused(() => app.report(student, checkout.body.intentId, course), figures);
    await app.confirm(checkout.body.intentId, checkout.body.clientSecret, '4000000000009995');
    await expectRefused(() => app.report(student, checkout.body.intentId, course), figures);
  });

  it("refuses another student's payment, before and after it is recorded", async () => {
    app = await paymentsApp(kind, { processorEvents: false });
    const [payer, other, course] = [await app.student(), await app.student(), await app.course()];
    const checkout = await app.checkout(payer, course);
    await app.confirm(checkout.body.intentId, checkout.body.clientSecret, '4242424242424242');
    const figures = async () => [
      await app.figures(payer, course),
      await app.figures(other, course),
    ];

    await expectRefused(() => app.report(other, checkout.body.intentId, course), figures);
    expect((await app.report(payer, checkout.body.intentId, course)).status).toBe(201);
    await expectRefused(() => app.report(other, checkout.body.intentId, course), figures);
    expect(await figures()).toEqual([
      { payments: 1, enrollments: 1, count: 1 },
      { payments: 0, enrollments: 0, count: 1 },
    ]);
  });

  it('refuses a payment of another amount or for another course', async () => {
    app = await paymentsApp(kind, { processorEvents: false });
    const [student, course, other] = [
      await app.student(),
      await app.course(4999),
      await app.course(999),
    ];
    // An intent for the course at a lower price, paid: the processor says what was paid.
    const cheap = await app.processor.createIntent({
      amount: Money.cents(100),
      metadata: { courseId: course.id, email: student.email },
      idempotencyKey: 'forged-amount',
      description: 'forged',
    });
    await app.confirm(cheap.id, cheap.clientSecret, '4242424242424242');
    const figures = async () => [
      await app.figures(student, course),
      await app.figures(student, other),
    ];
    await expectRefused(() => app.report(student, cheap.id, course), figures);

    // Paid for the cheap course, reported as the dear one.
    const paid = await app.checkout(student, other);
    await app.confirm(paid.body.intentId, paid.body.clientSecret, '4242424242424242');
    await expectRefused(() => app.report(student, paid.body.intentId, course), figures);
    expect(await figures()).toEqual([
      { payments: 0, enrollments: 0, count: 0 },
      { payments: 0, enrollments: 0, count: 0 },
    ]);
  });

  it('refuses a webhook with a bad signature or a changed body', async () => {
    app = await paymentsApp(kind, { processorEvents: false });
    const [student, course] = [await app.student(), await app.course()];
    const checkout = await app.checkout(student, course);
    await app.confirm(checkout.body.intentId, checkout.body.clientSecret, '4242424242424242');
    const [event] = app.processor.sentEvents;
    const figures = () => app.figures(student, course);
    const body = Buffer.from(event!.rawBody).toString('utf8');
    const webhook = (payload: string, signature: string) =>
      app.call('POST', '/webhooks/stripe', null, payload, { 'Stripe-Signature': signature });

    await expectRefused(() => webhook(body, tampered(event!.signature)), figures);
    await expectRefused(
      () => webhook(JSON.stringify(JSON.parse(body), null, 2), event!.signature),
      figures,
    );
    await expectRefused(() => webhook(body, ''), figures);
    expect((await webhook(body, event!.signature)).status).toBe(200);
    expect(await figures()).toEqual({ payments: 1, enrollments: 1, count: 1 });
  });
});

/** The signature with its first digest character changed (never to itself). */
function tampered(signature: string): string {
  return signature.replace(/v1=(.)/, (_match, first: string) => `v1=${first === '0' ? '1' : '0'}`);
}
