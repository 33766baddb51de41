import { afterEach, describe, expect, it } from 'vitest';
import { paymentsApp, type PaymentsApp } from './payments-app';
import { storeKinds } from './store-kinds';

/** Exactly-once enrollment under concurrency. SQLite serialises writes; MySQL really races. */
describe.each(storeKinds)('payment races (%s)', (kind) => {
  let app: PaymentsApp;
  afterEach(() => app?.close());

  it('records one payment for 50 reports of one intent mixed with 20 webhook deliveries', async () => {
    app = await paymentsApp(kind, { processorEvents: false });
    const [student, course] = [await app.student(), await app.course()];
    const checkout = await app.checkout(student, course);
    await app.confirm(checkout.body.intentId, checkout.body.clientSecret, '4242424242424242');
    const event = app.processor.sentEvents.at(-1)!;
    const payload = Buffer.from(event.rawBody).toString('utf8');

    const reports = Array.from({ length: 50 }, () =>
      app.report(student, checkout.body.intentId, course),
    );
    const webhooks = Array.from({ length: 20 }, () =>
      app.call('POST', '/webhooks/stripe', null, payload, { 'Stripe-Signature': event.signature }),
    );
    const mixed = reports.flatMap((report, i) => (i < 20 ? [report, webhooks[i]!] : [report]));
    const answers = await Promise.all(mixed);

    expect(answers.map((answer) => answer.status).filter((status) => status >= 300)).toEqual([]);
    const created = answers.filter(
      (answer) => answer.status === 201 || answer.body.enrolled === true,
    );
    expect(created).toHaveLength(1);
    const ids = new Set(answers.map((answer) => answer.body.insertedId).filter(Boolean));
    expect(ids.size).toBe(1);
    expect(await app.figures(student, course)).toEqual({ payments: 1, enrollments: 1, count: 1 });
  });

  it('counts 50 students paying one course at the same time', async () => {
    app = await paymentsApp(kind, { processorEvents: false });
    const course = await app.course(2500);
    const students = await Promise.all(Array.from({ length: 50 }, () => app.student()));
    const intents = await Promise.all(
      students.map(async (student) => {
        const checkout = await app.checkout(student, course);
        const paid = await app.confirm(
          checkout.body.intentId,
          checkout.body.clientSecret,
          '4242424242424242',
        );
        expect(paid.status).toBe(200);
        return checkout.body.intentId as string;
      }),
    );
    const reports = await Promise.all(
      students.map((student, i) => app.report(student, intents[i]!, course)),
    );
    expect(reports.map((report) => report.status)).toEqual(students.map(() => 201));
    expect((await app.store.courses.findById(course.id))?.totalEnrollment).toBe(50);
    const figures = await Promise.all(students.map((student) => app.figures(student, course)));
    expect(figures.every((row) => row.payments === 1 && row.enrollments === 1)).toBe(true);
  });

  it('opens one PaymentIntent for ten rapid Pay clicks', async () => {
    app = await paymentsApp(kind);
    const [student, course] = [await app.student(), await app.course()];
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () => app.checkout(student, course)),
    );
    expect(clicks.map((click) => click.status)).toEqual(clicks.map(() => 200));
    expect(new Set(clicks.map((click) => click.body.clientSecret)).size).toBe(1);
    expect(app.processor.intentCount).toBe(1);
  });
});
