import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { anAdmin, anApprovedCourse, anApprovedInstructor } from '@classroom/core/testing';
import { paymentsApp, type PaymentsApp } from './payments-app';
import { storeKinds } from './store-kinds';

describe.each(storeKinds)('refunds, earnings and payouts through the API (%s)', (kind) => {
  let app: PaymentsApp;
  afterEach(() => app?.close());

  /** An approved instructor's $49.99 course, bought by a student with the test card 4242. */
  async function bought() {
    app = await paymentsApp(kind);
    const tag = randomUUID().slice(0, 8);
    const instructor = anApprovedInstructor({ email: `teacher-${tag}@classroom.test` });
    const admin = anAdmin({ email: `admin-${tag}@classroom.test` });
    await app.store.users.insert(instructor);
    await app.store.users.insert(admin);
    const course = anApprovedCourse({ priceCents: 4999, id: randomUUID(), by: instructor });
    await app.store.courses.insert(course);
    const student = await app.student();
    const checkout = await app.checkout(student, course);
    await app.confirm(checkout.body.intentId, checkout.body.clientSecret, '4242 4242 4242 4242');
    const [enrollment] = await app.store.enrollments.enrollmentsOf(student.email);
    return { instructor, admin, course, student, enrollment: enrollment!, checkout };
  }

  it('refunds an approved request through the processor, once, and the books follow', async () => {
    const { instructor, admin, course, student, enrollment } = await bought();
    const before = await app.call('GET', '/api/v1/instructor/earnings', instructor);
    expect(before.body).toMatchObject({ pendingCents: 3499, availableCents: 0, holdDays: 30 });

    const eligibility = await app.call(
      'GET',
      `/api/v1/enrollments/${enrollment.id}/refund`,
      student,
    );
    expect(eligibility.body).toMatchObject({ eligible: true, policy: { refundDays: 30 } });
    const asked = await app.call(
      'POST',
      `/api/v1/enrollments/${enrollment.id}/refund-requests`,
      student,
      { reason: 'Not what I expected' },
    );
    expect(asked.status).toBe(201);
    const queue = await app.call('GET', '/api/v1/admin/refund-requests', admin);
    expect(queue.body.requests).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: asked.body._id, status: 'pending' })]),
    );
    const byStudent = await app.call(
      'GET',
      `/api/v1/admin/refund-requests?q=${encodeURIComponent(student.email.toUpperCase())}&status=pending&sort=amount-desc&pendingFirst=false`,
      admin,
    );
    expect(byStudent.body.requests.map((request: { _id: string }) => request._id)).toEqual([
      asked.body._id,
    ]);
    const none = await app.call('GET', '/api/v1/admin/refund-requests?q=100%25_', admin);
    expect(none.body).toMatchObject({ requests: [], total: 0 });
    const unknownSort = await app.call('GET', '/api/v1/admin/refund-requests?sort=cheap', admin);
    expect(unknownSort.status).toBe(400);
    expect(unknownSort.body.error.fields).toHaveProperty('sort', 'Not a sort of this table');

    const approvals = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.call('PATCH', `/api/v1/admin/refund-requests/${asked.body._id}/approve`, admin, {}),
      ),
    );
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    // The processor signed charge.refunded; the webhook path and the approval wrote one reversal.
    expect(app.processor.sentEvents.at(-1)?.type).toBe('charge.refunded');
    expect(await app.figures(student, course)).toEqual({ payments: 1, enrollments: 0, count: 0 });
    const learn = await app.call('GET', `/api/v1/learn/${course.id}`, student);
    expect(learn.status).toBe(403);

    const statement = await app.call('GET', '/api/v1/instructor/earnings/statement', instructor);
    expect(
      statement.body.rows.map((row: { kind: string; amountCents: number }) => [
        row.kind,
        row.amountCents,
      ]),
    ).toEqual([
      ['sale', 3499],
      ['refund', -3499],
    ]);
    const csv = await app.call(
      'GET',
      '/api/v1/instructor/earnings/statement?format=csv',
      instructor,
    );
    expect(csv.body.text.trim().split('\r\n')).toHaveLength(3);
    const payments = await app.call(
      'GET',
      `/api/v1/admin/payments?student=${student.email}`,
      admin,
    );
    expect(payments.body.payments).toMatchObject([{ state: 'refunded', amountCents: 4999 }]);
    const inState = async (state: string) =>
      (
        await app.call(
          'GET',
          `/api/v1/admin/payments?student=${student.email}&state=${state}&sort=amount-desc`,
          admin,
        )
      ).body.payments;
    expect(await inState('refunded')).toHaveLength(1);
    expect(await inState('paid')).toEqual([]);
    const badState = await app.call('GET', '/api/v1/admin/payments?state=lost', admin);
    expect(badState.status).toBe(400);
    expect(badState.body.error.fields).toHaveProperty('state', 'Not a payment state');
    const receipts = async () =>
      (await app.call('GET', `/api/v1/payments/${student.email}`, student)).body as {
        refundedAt: string | null;
        reversal: string | null;
      }[];
    expect(await receipts()).toEqual([
      expect.objectContaining({
        refundedAt: payments.body.payments[0].settledAt,
        reversal: 'refund',
      }),
    ]);

    // Buying again is a new purchase.
    const again = await app.checkout(student, course);
    expect(again.status).toBe(200);
    await app.confirm(again.body.intentId, again.body.clientSecret, '4242 4242 4242 4242');
    expect(await app.figures(student, course)).toEqual({ payments: 2, enrollments: 1, count: 1 });
    expect((await receipts()).map((receipt) => receipt.refundedAt !== null)).toEqual([false, true]);
  });

  it('shows the admin what the student consumed, and approves nothing consumed since the request', async () => {
    const { admin, student, enrollment } = await bought();
    const asked = await app.call(
      'POST',
      `/api/v1/enrollments/${enrollment.id}/refund-requests`,
      student,
      {},
    );
    expect(asked.status).toBe(201);
    // Finished since, then every lesson reopened: 0% now, 100% at its highest.
    await app.store.enrollments.saveLearning(enrollment.id, {
      lastLessonId: null,
      progressPercent: 0,
      completedAt: new Date(),
      highestProgressPercent: 100,
    });

    const queue = await app.call('GET', '/api/v1/admin/refund-requests', admin);
    expect(queue.body.requests).toEqual([
      expect.objectContaining({
        _id: asked.body._id,
        consumption: {
          progressPercent: 0,
          highestProgressPercent: 100,
          lessonsCompleted: 0,
          lessonCount: 0,
          completedAt: expect.any(String),
          certificate: null,
        },
        approvalRefusal: 'course_completed',
      }),
    ]);
    const approval = await app.call(
      'PATCH',
      `/api/v1/admin/refund-requests/${asked.body._id}/approve`,
      admin,
      {},
    );
    expect(approval.status).toBe(422);
    expect(approval.body.error).toMatchObject({
      code: 'refund_not_allowed',
      message: 'You have completed this course, so it can no longer be refunded.',
    });
    expect(app.processor.sentEvents.some((event) => event.type === 'charge.refunded')).toBe(false);

    const declined = await app.call(
      'PATCH',
      `/api/v1/admin/refund-requests/${asked.body._id}/decline`,
      admin,
      { reason: 'You finished the course.' },
    );
    expect(declined.body).toMatchObject({ status: 'declined' });
    const again = await app.call(
      'POST',
      `/api/v1/enrollments/${enrollment.id}/refund-requests`,
      student,
      {},
    );
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(
      'A refund for this enrollment was requested and declined.',
    );
    const eligibility = await app.call(
      'GET',
      `/api/v1/enrollments/${enrollment.id}/refund`,
      student,
    );
    expect(eligibility.body).toMatchObject({
      eligible: false,
      reason: 'declined',
      request: { status: 'declined', decisionReason: 'You finished the course.' },
    });
  });

  it('books one refund when an approval races its reconciliation and the processor’s redelivered event', async () => {
    const { admin, course, student, enrollment } = await bought();
    const asked = await app.call(
      'POST',
      `/api/v1/enrollments/${enrollment.id}/refund-requests`,
      student,
      {},
    );
    const requestId = asked.body._id as string;
    const approval = app.call(
      'PATCH',
      `/api/v1/admin/refund-requests/${requestId}/approve`,
      admin,
      {},
    );
    // Each racer keeps going over the approval's steps: the job's look, or a redelivery.
    const race = async (index: number) => {
      for (let round = 0; round < 20; round += 1) {
        if (index % 2) await app.useCases.reconcileRefund.execute({ requestId });
        else {
          const event = app.processor.sentEvents.findLast(
            (sent) => sent.type === 'charge.refunded',
          );
          if (event) await app.useCases.handlePaymentEvent.execute(event.rawBody, event.signature);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const racers = Array.from({ length: 6 }, (_, index) => race(index));
    const [answer] = await Promise.all([approval, ...racers]);
    expect(answer.status).toBe(200);
    // And once more after, as the job would.
    expect(await app.useCases.reconcileRefund.execute({ requestId })).toBe('settled');

    expect(await app.figures(student, course)).toEqual({ payments: 1, enrollments: 0, count: 0 });
    const payment = (await app.store.enrollments.paymentsOf(student.email))[0]!;
    const entries = await app.store.money.entries({ courseId: course.id });
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['refund', 'sale']);
    expect(entries.every((entry) => entry.paymentId === payment.id)).toBe(true);
    expect((await app.store.money.findRefundRequest(requestId))?.status).toBe('refunded');
    expect(await app.store.outbox.countSince(student.email, 'refund-receipt', new Date(0))).toBe(1);
  });

  it('pays out no more than the available balance', async () => {
    const { instructor, admin } = await bought();
    const payout = await app.call('POST', '/api/v1/admin/payouts', admin, {
      instructorId: instructor.id,
      amountCents: 1,
      method: 'Bank transfer',
      reference: 'T-1',
    });
    expect(payout.status).toBe(422);
    expect(payout.body.error.code).toBe('payout_exceeds_balance');
  });

  it('lists payouts searched by reference or method and sorted, for admins and the instructor', async () => {
    const { instructor, admin } = await bought();
    const payout = (cents: number, day: number, reference: string, memo: string) => ({
      id: randomUUID(),
      instructorId: instructor.id,
      courseId: null,
      paymentId: null,
      kind: 'payout' as const,
      instructorCents: -cents,
      platformCents: 0,
      availableAt: new Date(Date.UTC(2026, 0, day)),
      createdAt: new Date(Date.UTC(2026, 0, day)),
      reference,
      memo,
      actorId: admin.id,
    });
    const wire = payout(2000, 1, 'WIRE-7', 'Bank transfer');
    const paypal = payout(500, 2, 'PP-9', 'PayPal');
    for (const entry of [wire, paypal]) await app.store.money.appendEntry(entry);
    const ids = (answer: { body: Record<string, { _id: string }[]> }) =>
      answer.body.payouts!.map((entry) => entry._id);

    const byAmount = await app.call(
      'GET',
      `/api/v1/admin/payouts?instructorId=${instructor.id}&sort=amount-desc`,
      admin,
    );
    expect(ids(byAmount)).toEqual([wire.id, paypal.id]);
    expect(ids(await app.call('GET', '/api/v1/admin/payouts?q=paypal', admin))).toEqual([
      paypal.id,
    ]);
    const own = await app.call('GET', '/api/v1/instructor/payouts?q=wire&sort=oldest', instructor);
    expect(ids(own)).toEqual([wire.id]);
    const unknownSort = await app.call('GET', '/api/v1/instructor/payouts?sort=big', instructor);
    expect(unknownSort.status).toBe(400);
    expect(unknownSort.body.error.fields).toHaveProperty('sort', 'Not a sort of this table');
  });
});
