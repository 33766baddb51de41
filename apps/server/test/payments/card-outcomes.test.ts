import { afterEach, describe, expect, it } from 'vitest';
import { paymentsApp, type PaymentsApp } from './payments-app';
import { storeKinds } from './store-kinds';

const declines = [
  ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
  ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
  ['4242 4242 4242 4241', 'incorrect_number', 'Your card number is incorrect.'],
] as const;

describe.each(storeKinds)('paying by card through the API (%s)', (kind) => {
  let app: PaymentsApp;
  afterEach(() => app?.close());

  it('says the processor is in test mode', async () => {
    app = await paymentsApp(kind);
    const config = await app.call('GET', '/api/v1/config', null);
    expect(config.body.payments).toEqual({ mode: 'test' });
  });

  it('enrols once with 4242 4242 4242 4242, even before the page reports it', async () => {
    app = await paymentsApp(kind);
    const [student, course] = [await app.student(), await app.course(4999)];
    const checkout = await app.checkout(student, course);
    expect(checkout.status).toBe(200);
    expect(checkout.body.amount).toBe(49.99);

    const confirmed = await app.confirm(
      checkout.body.intentId,
      checkout.body.clientSecret,
      '4242 4242 4242 4242',
    );
    expect(confirmed).toEqual({
      status: 200,
      body: { id: checkout.body.intentId, status: 'succeeded' },
    });
    // The processor's event already enrolled the student (the tab could have closed here).
    expect(await app.figures(student, course)).toEqual({ payments: 1, enrollments: 1, count: 1 });

    // The page's first report is answered as the recording it reports; a repeat is not.
    const reported = await app.report(student, checkout.body.intentId, course);
    expect(reported.status).toBe(201);
    expect(reported.body.insertedId).toEqual(expect.any(String));
    const repeat = await app.report(student, checkout.body.intentId, course);
    expect([repeat.status, repeat.body]).toEqual([200, reported.body]);
    expect(await app.figures(student, course)).toEqual({ payments: 1, enrollments: 1, count: 1 });

    const receipts = await app.call('GET', `/api/v1/payments/${student.email}`, student);
    expect(receipts.body).toEqual([
      expect.objectContaining({
        transactionId: checkout.body.intentId,
        courseId: course.id,
        price: 49.99,
        email: student.email,
      }),
    ]);
    const again = await app.checkout(student, course);
    expect(again.status).toBe(409);
  });

  it.each(declines)(
    'refuses %s with its message and enrols nothing',
    async (number, code, message) => {
      app = await paymentsApp(kind);
      const [student, course] = [await app.student(), await app.course()];
      const checkout = await app.checkout(student, course);
      const confirmed = await app.confirm(
        checkout.body.intentId,
        checkout.body.clientSecret,
        number,
      );
      expect(confirmed).toEqual({ status: 402, body: { error: { code, message } } });

      const reported = await app.report(student, checkout.body.intentId, course);
      expect(reported.status).toBe(422);
      expect(reported.body.error.code).toBe('payment_not_verified');
      expect(await app.figures(student, course)).toEqual({ payments: 0, enrollments: 0, count: 0 });
      const status = await app.call('PATCH', `/enroll/${course.id}`, student, {});
      expect(status.body).toEqual({ modifiedCount: 0 });
    },
  );

  it('lets the student pay with another card after a decline', async () => {
    app = await paymentsApp(kind);
    const [student, course] = [await app.student(), await app.course()];
    const checkout = await app.checkout(student, course);
    const { intentId, clientSecret } = checkout.body;
    expect((await app.confirm(intentId, clientSecret, '4000000000000002')).status).toBe(402);
    const retry = await app.checkout(student, course);
    expect(retry.body.intentId).toBe(intentId);
    expect((await app.confirm(intentId, clientSecret, '4242424242424242')).status).toBe(200);
    expect(await app.figures(student, course)).toEqual({ payments: 1, enrollments: 1, count: 1 });
  });
});
