import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import {
  aCompletedCourse,
  actorOf,
  anAdmin,
  anApprovedCourse,
  anApprovedInstructor,
  aUser,
} from '../../testing';
import { DAY_MS } from './money-policy';

/** An instructor's $19.99 course, a student who bought it, and an admin. */
async function sold() {
  const core = memoryCore();
  const instructor = anApprovedInstructor();
  const student = aUser();
  const admin = anAdmin();
  const course = anApprovedCourse({ by: instructor, priceCents: 1999, totalEnrollment: 0 });
  await core.given(instructor, student, admin, course);
  const { payment } = await core.pay(student, course.id);
  const [enrollment] = await core.store.enrollments.enrollmentsOf(student.email);
  return { core, instructor, student, admin, course, payment, enrollment: enrollment! };
}

describe('the earnings ledger', () => {
  it('records the sale with the payment: 70% to the instructor, the rest to the platform', async () => {
    const { core, instructor, payment } = await sold();
    const entries = await core.store.money.entries({ instructorId: instructor.id });
    expect(entries).toMatchObject([
      { kind: 'sale', paymentId: payment.id, instructorCents: 1399, platformCents: 600 },
    ]);
    expect(entries[0]!.availableAt).toEqual(new Date(payment.paidAt.getTime() + 30 * DAY_MS));
    const earnings = await core.useCases.getEarnings.execute(actorOf(instructor));
    expect(earnings).toMatchObject({ pendingCents: 1399, availableCents: 0 });
    core.clock.advance(30 * DAY_MS);
    expect(await core.useCases.getEarnings.execute(actorOf(instructor))).toMatchObject({
      pendingCents: 0,
      availableCents: 1399,
    });
  });
});

describe('refunds', () => {
  it('tells the student the rules and that this enrollment may be refunded', async () => {
    const { core, student, enrollment } = await sold();
    const view = await core.useCases.getRefundEligibility.execute(enrollment.id, actorOf(student));
    expect(view).toMatchObject({
      eligible: true,
      reason: null,
      policy: { refundDays: 30, maxProgressPercent: 30, autoApprove: false },
    });
  });

  it('approved, refunds through the processor and ends the enrollment, count, earning and access', async () => {
    const { core, student, admin, instructor, course, enrollment, payment } = await sold();
    const request = await core.useCases.requestRefund.execute(
      enrollment.id,
      { reason: 'Not for me' },
      actorOf(student),
    );
    expect(request.status).toBe('pending');
    expect(await core.store.money.countPendingRefundRequests()).toBe(1);

    const done = await core.useCases.approveRefund.execute(request.id, actorOf(admin));

    expect(done.status).toBe('refunded');
    expect(core.gateway.refundCount).toBe(1);
    expect(await core.store.enrollments.isEnrolled(student.email, course.id)).toBe(false);
    expect((await core.store.enrollments.findEnrollmentById(enrollment.id))?.endReason).toBe(
      'refunded',
    );
    expect((await core.store.courses.findById(course.id))?.totalEnrollment).toBe(0);
    const entries = await core.store.money.entries({ instructorId: instructor.id });
    expect(
      entries.map((entry) => [entry.kind, entry.instructorCents, entry.platformCents]),
    ).toEqual([
      ['sale', 1399, 600],
      ['refund', -1399, -600],
    ]);
    expect(core.outbox().map((message) => message.kind)).toContain('refund-receipt');
    expect(core.auditLog().map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['refund-approved', 'payment-refunded']),
    );
    const records = await core.useCases.listAllPayments.execute(
      { transactionId: payment.transactionId },
      { page: 1, limit: 20 },
      actorOf(admin),
    );
    expect(records.items).toMatchObject([{ id: payment.id, state: 'refunded' }]);
  });

  it('lets the student buy the course again after a refund: a new enrollment', async () => {
    const { core, student, admin, course, enrollment } = await sold();
    const request = await core.useCases.requestRefund.execute(enrollment.id, {}, actorOf(student));
    await core.useCases.approveRefund.execute(request.id, actorOf(admin));

    const again = await core.pay(student, course.id);

    expect(again.created).toBe(true);
    expect(await core.store.enrollments.isEnrolled(student.email, course.id)).toBe(true);
    expect((await core.store.courses.findById(course.id))?.totalEnrollment).toBe(1);
  });

  it('refuses outside the refund window', async () => {
    const { core, student, enrollment } = await sold();
    core.clock.advance(30 * DAY_MS + 1);
    await core.expectRefused(
      () => core.useCases.requestRefund.execute(enrollment.id, {}, actorOf(student)),
      'refund_not_allowed',
    );
    const view = await core.useCases.getRefundEligibility.execute(enrollment.id, actorOf(student));
    expect(view).toMatchObject({ eligible: false, reason: 'outside_window' });
  });

  it('refuses once progress reached the cap', async () => {
    const { core, student, enrollment } = await sold();
    await core.store.enrollments.saveLearning(enrollment.id, {
      lastLessonId: null,
      progressPercent: 30,
      completedAt: null,
      highestProgressPercent: 30,
    });
    await core.expectRefused(
      () => core.useCases.requestRefund.execute(enrollment.id, {}, actorOf(student)),
      'refund_not_allowed',
    );
  });

  it("answers 'not found' to anyone but the enrollment's student", async () => {
    const { core, enrollment } = await sold();
    const other = aUser();
    await core.given(other);
    await core.expectRefused(
      () => core.useCases.requestRefund.execute(enrollment.id, {}, actorOf(other)),
      'not_found',
    );
  });

  it('refuses a second refund of the same payment', async () => {
    const { core, student, admin, enrollment } = await sold();
    const request = await core.useCases.requestRefund.execute(enrollment.id, {}, actorOf(student));
    await core.useCases.approveRefund.execute(request.id, actorOf(admin));
    await core.expectRefused(
      () => core.useCases.requestRefund.execute(enrollment.id, {}, actorOf(student)),
      'refund_not_allowed',
    );
    await core.expectRefused(
      () => core.useCases.approveRefund.execute(request.id, actorOf(admin)),
      'refund_not_pending',
    );
  });

  it('declines with a reason, and only admins decide', async () => {
    const { core, student, admin, enrollment } = await sold();
    const request = await core.useCases.requestRefund.execute(enrollment.id, {}, actorOf(student));
    await core.expectRefused(
      () => core.useCases.approveRefund.execute(request.id, actorOf(student)),
      'forbidden',
    );
    const declined = await core.useCases.declineRefund.execute(
      request.id,
      { reason: 'Most of the course watched' },
      actorOf(admin),
    );
    expect(declined).toMatchObject({
      status: 'declined',
      decisionReason: 'Most of the course watched',
    });
    expect(core.gateway.refundCount).toBe(0);
  });

  it("lists the queue for admins only, pending first, naming each request's student", async () => {
    const { core, student, admin, enrollment } = await sold();
    await core.useCases.requestRefund.execute(enrollment.id, {}, actorOf(student));
    const queue = await core.useCases.listRefundRequests.execute(
      {},
      { page: 1, limit: 20 },
      actorOf(admin),
    );
    expect(queue.items).toMatchObject([
      { status: 'pending', studentName: student.displayName, studentEmail: student.email },
    ]);
    const notices = await core.store.notifications.list(admin.id, { page: 1, limit: 5 });
    expect(notices.items).toMatchObject([
      { kind: 'refund-requested', subject: { personName: student.displayName } },
    ]);
    await core.expectRefused(
      () => core.useCases.listRefundRequests.execute({}, { page: 1, limit: 20 }, actorOf(student)),
      'forbidden',
    );
  });

  it('with auto-approval on, refunds at once (the setting is audit-logged)', async () => {
    const { core, student, admin, enrollment } = await sold();
    await core.useCases.setRefundSettings.execute({ autoApprove: true }, actorOf(admin));
    const request = await core.useCases.requestRefund.execute(enrollment.id, {}, actorOf(student));
    expect(request.status).toBe('refunded');
    expect(core.auditLog().map((entry) => entry.kind)).toContain('refund-settings-changed');
    // Decided at once: nothing waits for the admins.
    expect((await core.store.notifications.list(admin.id, { page: 1, limit: 5 })).total).toBe(0);
  });
});

/** A course completed with its certificate, then its payment refunded or disputed at the processor. */
async function completedThenReversed(type: 'refunded' | 'dispute_created') {
  const core = memoryCore();
  const completed = await aCompletedCourse(core);
  const enrollment = await core.store.enrollments.findEnrollmentById(completed.enrollmentId);
  const payment = await core.store.money.findPaymentById(enrollment!.paymentId);
  const event = core.gateway.event({ id: `evt_${type}`, type, intentId: payment!.transactionId });
  await core.useCases.handlePaymentEvent.execute(event.rawBody, event.signature);
  return { core, ...completed };
}

describe('processor events', () => {
  it('a dispute freezes the earning and ends access; replays change nothing', async () => {
    const { core, instructor, student, course, payment } = await sold();
    const event = core.gateway.event({
      id: 'evt_dp',
      type: 'dispute_created',
      intentId: payment.transactionId,
      reference: 'dp_1',
    });
    for (let i = 0; i < 3; i += 1) {
      await core.useCases.handlePaymentEvent.execute(event.rawBody, event.signature);
    }
    const entries = await core.store.money.entries({ instructorId: instructor.id });
    expect(
      entries.map((entry) => [entry.kind, entry.instructorCents, entry.platformCents]),
    ).toEqual([
      ['sale', 1399, 600],
      ['dispute', -1399, 1399],
    ]);
    expect(await core.store.enrollments.isEnrolled(student.email, course.id)).toBe(false);
    expect((await core.store.courses.findById(course.id))?.totalEnrollment).toBe(0);
  });

  it("a dispute revokes the enrollment's certificate (a payment from before the ledger too)", async () => {
    const { core, enrollmentId, certificate } = await completedThenReversed('dispute_created');
    expect((await core.store.certificates.findByEnrollment(enrollmentId))?.isRevoked).toBe(true);
    expect(certificate?.isRevoked).toBe(false);
    const kinds = [...core.store.tables.ledger.values()].map((entry) => entry.kind).sort();
    expect(kinds).toEqual(['dispute', 'sale']);
  });

  it('a refund made at the processor revokes the certificate, and the refund mail says so', async () => {
    const { core, enrollmentId, certificate } = await completedThenReversed('refunded');
    expect((await core.store.certificates.findByEnrollment(enrollmentId))?.isRevoked).toBe(true);
    expect(core.outbox().filter((message) => message.kind === 'refund-receipt')).toMatchObject([
      { revokedCertificateCode: certificate!.code },
    ]);
  });

  it('a partial refund made at the processor ends nothing', async () => {
    const { core, student, course, payment } = await sold();
    const event = core.gateway.event({
      id: 'evt_partial',
      type: 'refunded',
      intentId: payment.transactionId,
      reference: 're_part',
      amountCents: 500,
    });
    const outcome = await core.useCases.handlePaymentEvent.execute(event.rawBody, event.signature);
    expect(outcome.reversed).toBe(false);
    expect(await core.store.enrollments.isEnrolled(student.email, course.id)).toBe(true);
  });

  it('a refund made at the processor ends the enrollment once', async () => {
    const { core, instructor, payment } = await sold();
    const event = core.gateway.event({
      id: 'evt_re',
      type: 'refunded',
      intentId: payment.transactionId,
      reference: 're_1',
    });
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => core.useCases.handlePaymentEvent.execute(event.rawBody, event.signature)),
    );
    expect(outcomes.filter((outcome) => outcome.reversed)).toHaveLength(1);
    const kinds = (await core.store.money.entries({ instructorId: instructor.id })).map(
      (entry) => entry.kind,
    );
    expect(kinds).toEqual(['sale', 'refund']);
  });
});

describe('payouts', () => {
  it('pays out the available balance, never more', async () => {
    const { core, instructor, admin } = await sold();
    const payout = { instructorId: instructor.id, method: 'Bank transfer', reference: 'T-1' };
    await core.expectRefused(
      () => core.useCases.recordPayout.execute({ ...payout, amountCents: 1 }, actorOf(admin)),
      'payout_exceeds_balance',
    );
    core.clock.advance(31 * DAY_MS);
    await core.expectRefused(
      () => core.useCases.recordPayout.execute({ ...payout, amountCents: 1400 }, actorOf(admin)),
      'payout_exceeds_balance',
    );
    await core.useCases.recordPayout.execute({ ...payout, amountCents: 1399 }, actorOf(admin));
    expect(await core.useCases.getEarnings.execute(actorOf(instructor))).toMatchObject({
      availableCents: 0,
      paidOutCents: 1399,
    });
    const history = await core.useCases.listPayouts.execute(
      { everyone: false },
      { page: 1, limit: 20 },
      actorOf(instructor),
    );
    expect(history.items).toMatchObject([
      { kind: 'payout', instructorCents: -1399, reference: 'T-1' },
    ]);
    expect(core.auditLog().map((entry) => entry.kind)).toContain('payout-recorded');
  });

  it('only admins record payouts', async () => {
    const { core, instructor } = await sold();
    await core.expectRefused(
      () =>
        core.useCases.recordPayout.execute(
          { instructorId: instructor.id, amountCents: 1, method: 'x', reference: 'y' },
          actorOf(instructor),
        ),
      'forbidden',
    );
  });
});

describe('the statement and revenue', () => {
  it('lists the same lines as the ledger and a daily series', async () => {
    const { core, instructor, course } = await sold();
    const rows = await core.useCases.getEarningsStatement.execute({}, actorOf(instructor));
    expect(rows).toMatchObject([{ kind: 'sale', amountCents: 1399, courseName: course.name }]);
    const days = await core.useCases.getEarningsRevenue.execute(
      { days: 2, courseId: course.id },
      actorOf(instructor),
    );
    expect(days).toHaveLength(2);
    expect(days[1]).toMatchObject({ salesCents: 1999, netCents: 1999, instructorCents: 1399 });
  });
});
