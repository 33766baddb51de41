import { describe, expect, it } from 'vitest';
import { memoryCore, type MemoryCore } from '@classroom/persistence-memory/testing';
import { actorOf, anAdmin, anApprovedCourse, anApprovedInstructor, aUser } from '../../../testing';
import { PaymentGatewayError } from '../../enrollment/enrollment.errors';
import { StoreUnavailableError } from '../../shared/errors';
import { REFUND_RECONCILE_AFTER_MS, REFUND_RECONCILE_JOB } from './refund-reconcile-job';

/** A student's pending request for a $19.99 course, and an admin. */
async function requested() {
  const core = memoryCore();
  const instructor = anApprovedInstructor();
  const student = aUser();
  const admin = anAdmin();
  const course = anApprovedCourse({ by: instructor, priceCents: 1999 });
  await core.given(instructor, student, admin, course);
  await core.pay(student, course.id);
  const [enrollment] = await core.store.enrollments.enrollmentsOf(student.email);
  const request = await core.useCases.requestRefund.execute(enrollment!.id, {}, actorOf(student));
  return { core, student, admin, course, request };
}

/**
 * The store goes away, as far as the use cases can tell, once the approval has committed or
 * once the processor has refunded; the processor may be unreachable meanwhile. `restore()`
 * brings both back.
 */
function cutAfter(
  core: MemoryCore,
  step: 'refund' | 'approval',
  options: { processorAway?: boolean } = {},
) {
  const state = { down: false };
  const { gateway } = core;
  const { unitOfWork } = core.store;
  const transaction = unitOfWork.transaction.bind(unitOfWork);
  unitOfWork.transaction = async (work) => {
    if (state.down) throw new StoreUnavailableError();
    const result = await transaction(work);
    if (step === 'approval') state.down = true;
    return result;
  };
  const refund = gateway.refund.bind(gateway);
  gateway.refund = async (input) => {
    if (options.processorAway) throw new PaymentGatewayError();
    const answer = await refund(input);
    if (step === 'refund') state.down = true;
    return answer;
  };
  return {
    restore() {
      state.down = false;
      unitOfWork.transaction = transaction;
      gateway.refund = refund;
    },
  };
}

/**
 * An approval that committed, then found the processor unreachable and could not undo itself
 * either (the database had gone too): the request is left approved, nothing refunded.
 */
async function approvedWhileAllWasDown() {
  const world = await requested();
  const { core, admin, request } = world;
  const cut = cutAfter(core, 'approval', { processorAway: true });
  await expect(
    core.useCases.approveRefund.execute(request.id, actorOf(admin)),
  ).rejects.toBeInstanceOf(StoreUnavailableError);
  cut.restore();
  expect((await core.store.money.findRefundRequest(request.id))?.status).toBe('approved');
  return world;
}

describe('ReconcileRefund (decision 45)', () => {
  it('is queued by every approval, to look at the request ten minutes later', async () => {
    const { core, admin, request } = await requested();
    await core.useCases.approveRefund.execute(request.id, actorOf(admin));
    const jobs = [...core.store.tables.jobs.values()].filter(
      (job) => job.kind === REFUND_RECONCILE_JOB,
    );
    expect(jobs).toMatchObject([
      {
        payload: { requestId: request.id },
        runAt: new Date(core.clock.now().getTime() + REFUND_RECONCILE_AFTER_MS),
      },
    ]);
    // Refunded by the approval itself: nothing is left to do.
    expect(await core.useCases.reconcileRefund.execute({ requestId: request.id })).toBe('settled');
    expect(core.gateway.refundCount).toBe(1);
  });

  it('books once a refund the processor made while the database was away', async () => {
    const { core, student, admin, course, request } = await requested();
    const cut = cutAfter(core, 'refund');
    await expect(
      core.useCases.approveRefund.execute(request.id, actorOf(admin)),
    ).rejects.toBeInstanceOf(StoreUnavailableError);
    cut.restore();
    expect((await core.store.money.findRefundRequest(request.id))?.status).toBe('approved');

    expect(await core.useCases.reconcileRefund.execute({ requestId: request.id })).toBe('refunded');
    expect(await core.useCases.reconcileRefund.execute({ requestId: request.id })).toBe('settled');

    expect(core.gateway.refundCount).toBe(1);
    expect((await core.store.money.findRefundRequest(request.id))?.status).toBe('refunded');
    expect(await core.store.enrollments.isEnrolled(student.email, course.id)).toBe(false);
    const kinds = [...core.store.tables.ledger.values()].map((entry) => entry.kind).sort();
    expect(kinds).toEqual(['refund', 'sale']);
    expect(core.outbox().filter((message) => message.kind === 'refund-receipt')).toHaveLength(1);
  });

  it('finishes an approval the processor never answered, while the database was away too', async () => {
    const { core, admin, request } = await approvedWhileAllWasDown();
    expect(core.gateway.refundCount).toBe(0);

    expect(await core.useCases.reconcileRefund.execute({ requestId: request.id })).toBe('refunded');
    expect(core.gateway.refundCount).toBe(1);
    await core.expectRefused(
      () => core.useCases.approveRefund.execute(request.id, actorOf(admin)),
      'refund_not_pending',
    );
  });

  it('undoes an approval the processor will not refund: pending again, and the admins are told', async () => {
    const { core, admin, request } = await approvedWhileAllWasDown();
    const refund = core.gateway.refund.bind(core.gateway);
    core.gateway.refund = () => Promise.reject(new PaymentGatewayError());
    const before = (await core.store.notifications.list(admin.id, { page: 1, limit: 10 })).total;

    expect(await core.useCases.reconcileRefund.execute({ requestId: request.id })).toBe('undone');

    expect(await core.store.money.findRefundRequest(request.id)).toMatchObject({
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
    });
    const after = await core.store.notifications.list(admin.id, { page: 1, limit: 10 });
    expect(after.total).toBe(before + 1);
    expect(after.items[0]).toMatchObject({ kind: 'refund-requested' });
    // It waits for an admin, who may approve it again.
    core.gateway.refund = refund;
    expect((await core.useCases.approveRefund.execute(request.id, actorOf(admin))).status).toBe(
      'refunded',
    );
  });
});
