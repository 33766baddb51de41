import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anApprovedCourse } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { Money } from '../../shared/money';
import { PAYMENT_RECONCILE_JOB, RECONCILE_AFTER_MS } from './reconcile-payment.use-case';

async function checkedOut() {
  const student = aUser();
  const course = anApprovedCourse({ priceCents: 2500 });
  const core = memoryCore();
  await core.given(student, course);
  const { intentId } = await core.useCases.startCheckout.execute(course.id, actorOf(student));
  return { core, student, course, intentId };
}

describe('ReconcilePayment', () => {
  it('is scheduled by every checkout, to look at its intent ten minutes later', async () => {
    const { core, intentId } = await checkedOut();
    const jobs = [...core.store.tables.jobs.values()].filter(
      (job) => job.kind === PAYMENT_RECONCILE_JOB,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      payload: { intentId },
      runAt: new Date(core.clock.now().getTime() + RECONCILE_AFTER_MS),
    });
  });

  it('enrols a student whose charge nobody recorded, once, with the receipt', async () => {
    const { core, student, course, intentId } = await checkedOut();
    core.gateway.settle(intentId, 'succeeded');

    expect(await core.useCases.reconcilePayment.execute({ intentId })).toBe('recorded');
    expect(await core.useCases.reconcilePayment.execute({ intentId })).toBe('recorded');

    expect(await core.store.enrollments.paymentsOf(student.email)).toHaveLength(1);
    expect(await core.store.enrollments.isEnrolled(student.email, course.id)).toBe(true);
    expect((await core.store.courses.findById(course.id))?.totalEnrollment).toBe(1);
    expect(core.outbox().filter((m) => m.kind === 'payment-receipt')).toHaveLength(1);
  });

  it('says open while the intent is unpaid, and closed once it is cancelled or unknown', async () => {
    const { core, student, intentId } = await checkedOut();
    expect(await core.useCases.reconcilePayment.execute({ intentId })).toBe('open');
    core.gateway.settle(intentId, 'canceled');
    expect(await core.useCases.reconcilePayment.execute({ intentId })).toBe('closed');
    expect(await core.useCases.reconcilePayment.execute({ intentId: 'pi_unknown' })).toBe('closed');
    expect(await core.store.enrollments.paymentsOf(student.email)).toEqual([]);
  });

  it('closes, recording nothing, a succeeded intent that does not verify', async () => {
    const { core, student, course } = await checkedOut();
    core.gateway.put({
      id: 'pi_short',
      status: 'succeeded',
      amount: Money.cents(1),
      currency: 'usd',
      metadata: { courseId: course.id, email: student.email, priceCents: 2500 },
    });
    expect(await core.useCases.reconcilePayment.execute({ intentId: 'pi_short' })).toBe('closed');
    expect(await core.store.enrollments.paymentsOf(student.email)).toEqual([]);
  });
});
