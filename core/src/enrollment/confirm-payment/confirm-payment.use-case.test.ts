import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anApprovedCourse, courseInput } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { Money } from '../../shared/money';
import type { IntentStatus } from '../payment-gateway.port';

/** A student, an approved $25 course by its owner, and a checkout the student opened. */
async function checkedOut() {
  const student = aUser();
  const course = anApprovedCourse({ priceCents: 2500, totalEnrollment: 4 });
  const core = memoryCore();
  await core.given(student, course);
  const { intentId } = await core.useCases.startCheckout.execute(course.id, actorOf(student));
  return { core, student, course, intentId };
}

describe('ConfirmPayment', () => {
  it('records payment and enrollment and counts the student, once the intent succeeded', async () => {
    const { core, student, course, intentId } = await checkedOut();
    core.gateway.settle(intentId, 'succeeded');

    const outcome = await core.useCases.confirmPayment.execute(
      { transactionId: intentId, courseId: course.id },
      actorOf(student),
    );

    expect(outcome.created).toBe(true);
    expect(outcome.payment).toMatchObject({
      transactionId: intentId,
      email: student.email,
      name: student.displayName,
      courseId: course.id,
      courseName: course.name,
      courseImage: course.image,
      instructorName: course.instructor.name,
      paidAt: core.clock.now(),
    });
    expect(outcome.payment.amount.cents).toBe(2500);
    expect(await core.store.enrollments.paymentsOf(student.email)).toHaveLength(1);
    expect(await core.store.enrollments.enrollmentsOf(student.email)).toMatchObject([
      { courseId: course.id, paymentId: outcome.payment.id },
    ]);
    expect((await core.store.courses.findById(course.id))?.totalEnrollment).toBe(5);
    expect(core.outbox()).toEqual([
      {
        kind: 'payment-receipt',
        to: student.email,
        name: student.displayName,
        courseId: course.id,
        courseName: course.name,
        amountCents: 2500,
        currency: 'usd',
        paidAt: core.clock.now(),
        transactionId: intentId,
      },
      {
        kind: 'welcome-to-course',
        to: student.email,
        name: student.displayName,
        courseId: course.id,
        courseName: course.name,
      },
    ]);
    // One delivery job per message, beside the checkout's reconciliation.
    const kinds = [...core.store.tables.jobs.values()].map((job) => job.kind).sort();
    expect(kinds).toEqual(['mail.deliver', 'mail.deliver', 'payments.reconcile']);
  });

  it('is idempotent on the transaction id', async () => {
    const { core, student, course, intentId } = await checkedOut();
    core.gateway.settle(intentId, 'succeeded');
    const first = await core.useCases.confirmPayment.execute(
      { transactionId: intentId },
      actorOf(student),
    );
    const after = core.state();

    const again = await core.useCases.confirmPayment.execute(
      { transactionId: intentId, courseId: course.id },
      actorOf(student),
    );

    expect(first.firstReport).toBe(true);
    expect(again).toEqual({ payment: first.payment, created: false, firstReport: false });
    expect(core.state()).toEqual(after);
  });

  it("takes the payer's first report as the first, though the processor's event recorded it", async () => {
    const { core, student, intentId } = await checkedOut();
    core.gateway.settle(intentId, 'succeeded');
    const raw = new TextEncoder().encode(
      JSON.stringify({ id: 'evt_1', type: 'payment_succeeded', intentId }),
    );
    expect(
      (await core.useCases.handlePaymentEvent.execute(raw, core.gateway.sign(raw))).enrolled,
    ).toBe(true);

    const report = () =>
      core.useCases.confirmPayment.execute({ transactionId: intentId }, actorOf(student));
    expect(await report()).toMatchObject({ created: false, firstReport: true });
    expect(await report()).toMatchObject({ created: false, firstReport: false });
  });

  it('records one payment when confirmations of one intent race', async () => {
    const { core, student, course, intentId } = await checkedOut();
    core.gateway.settle(intentId, 'succeeded');

    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        core.useCases.confirmPayment.execute({ transactionId: intentId }, actorOf(student)),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.firstReport)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.payment.id)).size).toBe(1);
    expect(core.store.tables.payments.size).toBe(1);
    expect(core.store.tables.enrollments.size).toBe(1);
    expect((await core.store.courses.findById(course.id))?.totalEnrollment).toBe(5);
    expect(core.outbox().map((message) => message.kind)).toEqual([
      'payment-receipt',
      'welcome-to-course',
    ]);
  });

  it.each<IntentStatus>(['requires_payment_method', 'processing', 'requires_action', 'canceled'])(
    'refuses an intent that is %s',
    async (status) => {
      const { core, student, intentId } = await checkedOut();
      core.gateway.settle(intentId, status);

      await core.expectRefused(
        () => core.useCases.confirmPayment.execute({ transactionId: intentId }, actorOf(student)),
        'payment_not_verified',
      );
    },
  );

  it('refuses an intent the processor does not know', async () => {
    const { core, student } = await checkedOut();

    await core.expectRefused(
      () => core.useCases.confirmPayment.execute({ transactionId: 'pi_forged' }, actorOf(student)),
      'payment_not_verified',
    );
  });

  it("refuses another student's intent, before and after it was recorded", async () => {
    const { core, student, intentId } = await checkedOut();
    const other = aUser();
    await core.given(other);
    core.gateway.settle(intentId, 'succeeded');

    await core.expectRefused(
      () => core.useCases.confirmPayment.execute({ transactionId: intentId }, actorOf(other)),
      'payment_not_verified',
    );
    await core.useCases.confirmPayment.execute({ transactionId: intentId }, actorOf(student));
    await core.expectRefused(
      () => core.useCases.confirmPayment.execute({ transactionId: intentId }, actorOf(other)),
      'payment_not_verified',
    );
  });

  it('refuses an intent for another amount or currency than the stored price', async () => {
    const { core, student, course } = await checkedOut();
    const metadata = { courseId: course.id, email: student.email };
    core.gateway.put({
      id: 'pi_cheap',
      status: 'succeeded',
      amount: Money.cents(1),
      currency: 'usd',
      metadata,
    });
    core.gateway.put({
      id: 'pi_yen',
      status: 'succeeded',
      amount: Money.cents(2500),
      currency: 'jpy',
      metadata,
    });

    for (const transactionId of ['pi_cheap', 'pi_yen']) {
      await core.expectRefused(
        () => core.useCases.confirmPayment.execute({ transactionId }, actorOf(student)),
        'payment_not_verified',
      );
    }
  });

  it('enrols at the price shown at checkout when the instructor changed it meanwhile', async () => {
    const { core, student, course, intentId } = await checkedOut();
    const owner = aUser({ email: course.instructor.email, instructorStatus: 'approved' });
    await core.given(owner);
    await core.useCases.updateOwnCourse.execute(
      course.id,
      courseInput({ priceCents: 9900 }),
      actorOf(owner),
    );
    core.gateway.settle(intentId, 'succeeded');

    const outcome = await core.useCases.confirmPayment.execute(
      { transactionId: intentId },
      actorOf(student),
    );

    expect(outcome.created).toBe(true);
    expect(outcome.payment.amount.cents).toBe(2500);
    expect(await core.store.enrollments.isEnrolled(student.email, course.id)).toBe(true);
    // A new checkout asks the new price.
    const other = aUser();
    await core.given(other);
    const next = await core.useCases.startCheckout.execute(course.id, actorOf(other));
    expect(next.amount.cents).toBe(9900);
  });

  it('refuses an intent whose amount is not the price the server set on it', async () => {
    const { core, student, course } = await checkedOut();
    core.gateway.put({
      id: 'pi_tampered',
      status: 'succeeded',
      amount: Money.cents(100),
      currency: 'usd',
      metadata: { courseId: course.id, email: student.email, priceCents: 2500 },
    });
    await core.expectRefused(
      () =>
        core.useCases.confirmPayment.execute({ transactionId: 'pi_tampered' }, actorOf(student)),
      'payment_not_verified',
    );
  });

  it('refuses an intent paid for another course than the page names', async () => {
    const { core, student, intentId } = await checkedOut();
    const otherCourse = anApprovedCourse();
    await core.given(otherCourse);
    core.gateway.settle(intentId, 'succeeded');

    await core.expectRefused(
      () =>
        core.useCases.confirmPayment.execute(
          { transactionId: intentId, courseId: otherCourse.id },
          actorOf(student),
        ),
      'payment_not_verified',
    );
  });

  it('refuses a visitor', async () => {
    const { core, intentId } = await checkedOut();
    core.gateway.settle(intentId, 'succeeded');

    await core.expectRefused(
      () => core.useCases.confirmPayment.execute({ transactionId: intentId }, null),
      'unauthenticated',
    );
  });

  it('records a second paid intent for one course without enrolling or counting twice', async () => {
    const { core, student, course, intentId } = await checkedOut();
    core.gateway.settle(intentId, 'succeeded');
    await core.useCases.confirmPayment.execute({ transactionId: intentId }, actorOf(student));
    core.gateway.put({
      id: 'pi_second_tab',
      status: 'succeeded',
      amount: Money.cents(2500),
      currency: 'usd',
      metadata: { courseId: course.id, email: student.email },
    });

    const outcome = await core.useCases.confirmPayment.execute(
      { transactionId: 'pi_second_tab' },
      actorOf(student),
    );

    expect(outcome.created).toBe(true);
    expect(await core.store.enrollments.paymentsOf(student.email)).toHaveLength(2);
    expect(await core.store.enrollments.enrollmentsOf(student.email)).toHaveLength(1);
    expect((await core.store.courses.findById(course.id))?.totalEnrollment).toBe(5);
    // The second payment gets its receipt; the welcome came with the first enrollment only.
    expect(
      core
        .outbox()
        .map((message) => [message.kind, 'transactionId' in message && message.transactionId]),
    ).toEqual([
      ['payment-receipt', intentId],
      ['welcome-to-course', false],
      ['payment-receipt', 'pi_second_tab'],
    ]);
  });
});
