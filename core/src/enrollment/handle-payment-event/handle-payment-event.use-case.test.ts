import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anApprovedCourse } from '../../../testing';
import { memoryCore, type MemoryCore } from '@classroom/persistence-memory/testing';

function signed(core: MemoryCore, event: { id: string; type: string; intentId?: string }) {
  const body = new TextEncoder().encode(JSON.stringify(event));
  return { body, signature: core.gateway.sign(body) };
}

async function paidByCard() {
  const student = aUser();
  const course = anApprovedCourse({ priceCents: 1500 });
  const core = memoryCore();
  await core.given(student, course);
  const { intentId } = await core.useCases.startCheckout.execute(course.id, actorOf(student));
  core.gateway.settle(intentId, 'succeeded');
  return { core, student, course, intentId };
}

describe('HandlePaymentEvent', () => {
  it('enrols the student named by a signed success event, even with the tab closed', async () => {
    const { core, student, course, intentId } = await paidByCard();
    const { body, signature } = signed(core, {
      id: 'evt_1',
      type: 'payment_succeeded',
      intentId,
    });

    const handled = await core.useCases.handlePaymentEvent.execute(body, signature);

    expect(handled).toMatchObject({ enrolled: true, event: { id: 'evt_1', intentId } });
    expect(await core.store.enrollments.isEnrolled(student.email, course.id)).toBe(true);
    expect((await core.store.courses.findById(course.id))?.totalEnrollment).toBe(1);
  });

  it('refuses a body whose signature does not match', async () => {
    const { core, intentId } = await paidByCard();
    const { body } = signed(core, { id: 'evt_1', type: 'payment_succeeded', intentId });

    await core.expectRefused(
      () => core.useCases.handlePaymentEvent.execute(body, 'forged'),
      'invalid_webhook',
    );
    const tampered = signed(core, { id: 'evt_1', type: 'payment_failed', intentId });
    await core.expectRefused(
      () => core.useCases.handlePaymentEvent.execute(body, tampered.signature),
      'invalid_webhook',
    );
  });

  it('changes nothing for failure and unknown events', async () => {
    const { core, intentId } = await paidByCard();
    const before = core.state();

    for (const type of ['payment_failed', 'charge.refunded']) {
      const { body, signature } = signed(core, { id: `evt_${type}`, type, intentId });
      expect(await core.useCases.handlePaymentEvent.execute(body, signature)).toMatchObject({
        enrolled: false,
      });
    }
    expect(core.state()).toEqual(before);
  });

  it('changes nothing for a duplicate, nor after the student confirmed first', async () => {
    const { core, student, intentId } = await paidByCard();
    await core.useCases.confirmPayment.execute({ transactionId: intentId }, actorOf(student));
    const after = core.state();
    const { body, signature } = signed(core, {
      id: 'evt_1',
      type: 'payment_succeeded',
      intentId,
    });

    expect((await core.useCases.handlePaymentEvent.execute(body, signature)).enrolled).toBe(false);
    expect((await core.useCases.handlePaymentEvent.execute(body, signature)).enrolled).toBe(false);
    expect(core.state()).toEqual(after);
  });

  it('enrols once when the event and the student confirmation race', async () => {
    const { core, student, course, intentId } = await paidByCard();
    const { body, signature } = signed(core, {
      id: 'evt_1',
      type: 'payment_succeeded',
      intentId,
    });

    await Promise.all([
      core.useCases.handlePaymentEvent.execute(body, signature),
      core.useCases.confirmPayment.execute({ transactionId: intentId }, actorOf(student)),
      core.useCases.handlePaymentEvent.execute(body, signature),
    ]);

    expect(core.store.tables.payments.size).toBe(1);
    expect((await core.store.courses.findById(course.id))?.totalEnrollment).toBe(1);
    expect(core.outbox().map((message) => [message.kind, message.to])).toEqual([
      ['payment-receipt', student.email],
      ['welcome-to-course', student.email],
    ]);
  });

  it('refuses a signed success event whose intent has not succeeded', async () => {
    const { core, intentId } = await paidByCard();
    core.gateway.settle(intentId, 'processing');
    const { body, signature } = signed(core, {
      id: 'evt_1',
      type: 'payment_succeeded',
      intentId,
    });

    await core.expectRefused(
      () => core.useCases.handlePaymentEvent.execute(body, signature),
      'payment_not_verified',
    );
  });
});
