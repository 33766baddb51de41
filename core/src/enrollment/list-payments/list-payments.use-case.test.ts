import { describe, expect, it } from 'vitest';
import { actorOf, aStudentWithTwoPayments } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

async function studentWithTwoPayments() {
  const core = memoryCore();
  return { core, ...(await aStudentWithTwoPayments(core)) };
}

describe('ListPayments', () => {
  it("lists a student's own receipts, newest first", async () => {
    const { core, student, first, second } = await studentWithTwoPayments();

    const payments = await core.useCases.listPayments.execute(student.email, actorOf(student));

    expect(payments.map((payment) => payment.courseId)).toEqual([second.id, first.id]);
  });

  it("lets an admin read anyone's receipts, and nobody else", async () => {
    const { core, student, admin, other } = await studentWithTwoPayments();

    expect(await core.useCases.listPayments.execute(student.email, actorOf(admin))).toHaveLength(2);
    await expect(
      core.useCases.listPayments.execute(student.email, actorOf(other)),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(core.useCases.listPayments.execute(student.email, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('marks a refunded payment with when, and a purchase after it as standing', async () => {
    const { core, student, admin, first } = await studentWithTwoPayments();
    const [enrollment] = (await core.store.enrollments.enrollmentsOf(student.email)).filter(
      (entry) => entry.courseId === first.id,
    );
    const request = await core.useCases.requestRefund.execute(enrollment!.id, {}, actorOf(student));
    core.clock.advance(1000);
    await core.useCases.approveRefund.execute(request.id, actorOf(admin));
    const refundedAt = core.clock.now();
    core.clock.advance(1000);
    await core.pay(student, first.id);

    const payments = await core.useCases.listPayments.execute(student.email, actorOf(student));

    expect(
      payments
        .filter((payment) => payment.courseId === first.id)
        .map((payment) => payment.refundedAt),
    ).toEqual([null, refundedAt]);
    expect(payments.filter((payment) => payment.refundedAt === null)).toHaveLength(2);
  });

  it('marks a disputed payment as no longer paying for the course', async () => {
    const { core, student, second } = await studentWithTwoPayments();
    const [payment] = (await core.store.enrollments.paymentsOf(student.email)).filter(
      (entry) => entry.courseId === second.id,
    );
    const event = core.gateway.event({
      id: 'evt_dispute',
      type: 'dispute_created',
      intentId: payment!.transactionId,
    });
    await core.useCases.handlePaymentEvent.execute(event.rawBody, event.signature);

    const payments = await core.useCases.listPayments.execute(student.email, actorOf(student));

    expect(payments.map((entry) => entry.refundedAt)).toEqual([core.clock.now(), null]);
  });
});
