import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  Money,
  type Course,
  type Email,
  type LedgerEntry,
  type Payment,
  type RefundRequest,
} from '../src/index';
import { anApprovedCourse } from './course.mother';
import { aPayment, anEnrollment, givenCourses } from './fixtures.contract';
import type { ContractStore, StoreFactory } from './store.contract';
import { aUser } from './user.mother';

const DAY = 86_400_000;
const t0 = new Date(Date.UTC(2026, 1, 1, 12, 0, 0));
const after = (days: number) => new Date(t0.getTime() + days * DAY);

function anEntry(payment: Payment | null, overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: `entry-${Math.random().toString(36).slice(2, 10)}`,
    instructorId: 'instructor-1',
    courseId: payment?.courseId ?? null,
    paymentId: payment?.id ?? null,
    kind: 'sale',
    instructorCents: 700,
    platformCents: 300,
    availableAt: after(30),
    createdAt: t0,
    reference: null,
    memo: null,
    actorId: null,
    ...overrides,
  };
}

function aRequest(payment: Payment, overrides: Partial<RefundRequest> = {}): RefundRequest {
  return {
    id: `request-${Math.random().toString(36).slice(2, 10)}`,
    paymentId: payment.id,
    enrollmentId: 'enrollment-x',
    studentId: 'student-1',
    courseId: payment.courseId,
    courseName: payment.courseName,
    amountCents: payment.amount.cents,
    status: 'pending',
    reason: '',
    decisionReason: null,
    decidedBy: null,
    requestedAt: t0,
    decidedAt: null,
    ...overrides,
  };
}

/** Ended enrollments, the ledger, refund requests, the payments search and settings. */
export function moneyRepositoryContract(factory: StoreFactory): void {
  describe('MoneyRepository and ended enrollments', () => {
    let store: ContractStore;
    let course: Course;
    let student: Email;
    let studentId: string;
    beforeEach(async () => {
      store = await factory.open();
      course = anApprovedCourse({ priceCents: 1000 });
      const user = aUser({ displayName: 'Ada Lovelace' });
      student = user.email;
      studentId = user.id;
      await store.users.insert(user);
      await givenCourses(store, course);
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    async function paid(overrides: Partial<Payment> = {}): Promise<Payment> {
      const payment = aPayment(course, student, overrides);
      await store.enrollments.insertPayment(payment);
      return payment;
    }

    it('ends an enrollment once, keeps its row, and lets the student enrol again', async () => {
      const payment = await paid();
      const enrollment = anEnrollment(payment);
      await store.enrollments.insertEnrollment(enrollment);
      expect(await store.enrollments.endEnrollment(enrollment.id, after(1), 'refunded')).toBe(true);
      expect(await store.enrollments.endEnrollment(enrollment.id, after(2), 'refunded')).toBe(
        false,
      );
      expect(await store.enrollments.isEnrolled(student, course.id)).toBe(false);
      expect(await store.enrollments.findEnrollment(student, course.id)).toBeNull();
      expect(await store.enrollments.enrollmentsOf(student)).toEqual([]);
      expect(await store.enrollments.findEnrollmentById(enrollment.id)).toMatchObject({
        endedAt: after(1),
        endReason: 'refunded',
      });
      expect((await store.enrollments.enrollmentOfPayment(payment.id))?.id).toBe(enrollment.id);

      const again = anEnrollment(await paid());
      expect(await store.enrollments.insertEnrollment(again)).toBe(true);
      expect(await store.enrollments.isEnrolled(student, course.id)).toBe(true);
      expect((await store.enrollments.figuresOf(course.id)).enrollments).toBe(1);
    });

    it('keeps one sale, one refund and one dispute per payment, and any number of payouts', async () => {
      const payment = await paid();
      expect(await store.money.appendEntry(anEntry(payment))).toBe(true);
      expect(await store.money.appendEntry(anEntry(payment))).toBe(false);
      expect(await store.money.appendEntry(anEntry(payment, { kind: 'refund' }))).toBe(true);
      expect(await store.money.appendEntry(anEntry(payment, { kind: 'refund' }))).toBe(false);
      for (let i = 0; i < 2; i += 1) {
        expect(await store.money.appendEntry(anEntry(null, { kind: 'payout' }))).toBe(true);
      }
      expect((await store.money.entryOf(payment.id, 'sale'))?.instructorCents).toBe(700);
      expect(await store.money.entryOf(payment.id, 'dispute')).toBeNull();
      expect(await store.money.entries({ instructorId: 'instructor-1' })).toHaveLength(4);
      expect(
        (await store.money.payouts({ instructorId: 'instructor-1' }, { page: 1, limit: 1 })).total,
      ).toBe(2);
    });

    it('searches payouts by reference or method and sorts them by date or amount', async () => {
      const payout = (cents: number, days: number, reference: string, memo: string | null) =>
        anEntry(null, {
          kind: 'payout',
          instructorCents: -cents,
          platformCents: 0,
          createdAt: after(days),
          reference,
          memo,
        });
      const small = payout(500, 1, 'WIRE-100%_', 'Bank transfer');
      const large = payout(9000, 2, 'PP-2', 'PayPal');
      const other = { ...payout(3000, 3, 'WIRE-3', null), instructorId: 'instructor-2' };
      for (const entry of [small, large, other]) await store.money.appendEntry(entry);
      const ids = async (query: Parameters<typeof store.money.payouts>[0]) =>
        (await store.money.payouts(query, { page: 1, limit: 10 })).items.map((entry) => entry.id);
      expect(await ids({})).toEqual([other.id, large.id, small.id]);
      expect(await ids({ sort: 'oldest' })).toEqual([small.id, large.id, other.id]);
      expect(await ids({ sort: 'amount-desc' })).toEqual([large.id, other.id, small.id]);
      expect(await ids({ sort: 'amount-asc', instructorId: 'instructor-1' })).toEqual([
        small.id,
        large.id,
      ]);
      expect(await ids({ text: 'wire' })).toEqual([other.id, small.id]);
      expect(await ids({ text: 'paypal' })).toEqual([large.id]);
      expect(await ids({ text: '100%_' })).toEqual([small.id]);
      expect(await ids({ text: '0%_x' })).toEqual([]);
    });

    it('holds sales until available, and while a refund request awaits a decision', async () => {
      const first = await paid();
      const second = await paid();
      await store.money.appendEntry(anEntry(first));
      await store.money.appendEntry(anEntry(second, { instructorCents: 500, platformCents: 500 }));
      expect(await store.money.balances('instructor-1', after(1))).toEqual({
        pendingCents: 1200,
        availableCents: 0,
      });
      const request = aRequest(second);
      expect(await store.money.insertRefundRequest(request)).toBe(true);
      expect(await store.money.insertRefundRequest(aRequest(second))).toBe(false);
      expect(await store.money.balances('instructor-1', after(31))).toEqual({
        pendingCents: 0,
        availableCents: 700,
      });
      expect(
        await store.money.saveRefundRequest({ ...request, status: 'declined' }, 'approved'),
      ).toBe(false);
      expect(
        await store.money.saveRefundRequest({ ...request, status: 'declined' }, 'pending'),
      ).toBe(true);
      expect(await store.money.openRefundRequestOf(second.id)).toBeNull();
      expect((await store.money.balances('instructor-1', after(31))).availableCents).toBe(1200);
    });

    it('counts a payout or an adjustment at once, even one stamped after the balance is read', async () => {
      await store.money.appendEntry(anEntry(await paid(), { availableAt: after(1) }));
      const debit = (kind: 'payout' | 'fee_adjustment', cents: number, days: number) =>
        anEntry(null, {
          kind,
          instructorCents: -cents,
          platformCents: kind === 'payout' ? 0 : cents,
          availableAt: after(days),
          createdAt: after(days),
        });
      // Written by requests whose clocks read later than this balance's moment.
      await store.money.appendEntry(debit('payout', 400, 3));
      await store.money.appendEntry(debit('fee_adjustment', 100, 4));
      await store.money.appendEntry(debit('fee_adjustment', -50, 5));
      expect(await store.money.balances('instructor-1', after(2))).toEqual({
        pendingCents: 0,
        availableCents: 700 - 400 - 100 + 50,
      });
    });

    it('lists refund requests pending first and counts them', async () => {
      const payment = await paid();
      const declined = aRequest(payment, { status: 'declined', requestedAt: after(2) });
      const pending = aRequest(payment, { requestedAt: after(1) });
      await store.money.insertRefundRequest(declined);
      await store.money.insertRefundRequest(pending);
      const page = await store.money.refundRequests({ pendingFirst: true }, { page: 1, limit: 10 });
      expect(page.items.map((request) => request.id)).toEqual([pending.id, declined.id]);
      const newest = await store.money.refundRequests({}, { page: 1, limit: 10 });
      expect(newest.items.map((request) => request.id)).toEqual([declined.id, pending.id]);
      expect(await store.money.countPendingRefundRequests()).toBe(1);
      expect(
        (await store.money.refundRequests({ status: 'declined' }, { page: 1, limit: 10 })).total,
      ).toBe(1);
      expect(await store.money.refundRequestsOf('student-1')).toHaveLength(2);
    });

    it("finds a payment's newest request, whatever its status", async () => {
      const payment = await paid();
      expect(await store.money.latestRefundRequestOf(payment.id)).toBeNull();
      const declined = aRequest(payment, { status: 'declined', requestedAt: after(1) });
      await store.money.insertRefundRequest(declined);
      await store.money.insertRefundRequest(aRequest(await paid(), { requestedAt: after(3) }));
      expect(await store.money.openRefundRequestOf(payment.id)).toBeNull();
      expect(await store.money.latestRefundRequestOf(payment.id)).toEqual(declined);
      const pending = aRequest(payment, { requestedAt: after(2) });
      await store.money.insertRefundRequest(pending);
      expect(await store.money.latestRefundRequestOf(payment.id)).toEqual(pending);
    });

    it("searches the refund queue by course or the student's current name and e-mail, and sorts it", async () => {
      const ids = (found: { items: RefundRequest[] }) => found.items.map((request) => request.id);
      const small = aRequest(await paid(), { studentId, amountCents: 500, requestedAt: after(1) });
      const large = aRequest(await paid(), {
        courseName: 'Guitar 100%_ for All',
        amountCents: 2500,
        status: 'refunded',
        requestedAt: after(2),
      });
      const middle = aRequest(await paid(), {
        studentId,
        amountCents: 1000,
        status: 'declined',
        requestedAt: after(3),
      });
      for (const request of [small, large, middle]) await store.money.insertRefundRequest(request);
      const page = { page: 1, limit: 10 };
      expect(ids(await store.money.refundRequests({ text: 'ADA LOVE' }, page))).toEqual([
        middle.id,
        small.id,
      ]);
      const byEmail = await store.money.refundRequests({ text: student.slice(1, 8) }, page);
      expect(byEmail.total).toBe(2);
      expect(ids(await store.money.refundRequests({ text: '100%_' }, page))).toEqual([large.id]);
      expect(ids(await store.money.refundRequests({ text: '0%_x' }, page))).toEqual([]);
      expect(ids(await store.money.refundRequests({ sort: 'amount-desc' }, page))).toEqual([
        large.id,
        middle.id,
        small.id,
      ]);
      expect(ids(await store.money.refundRequests({ sort: 'oldest' }, page))).toEqual([
        small.id,
        large.id,
        middle.id,
      ]);
      expect(
        ids(
          await store.money.refundRequests(
            { sort: 'amount-asc', pendingFirst: true, text: 'ada' },
            { page: 2, limit: 1 },
          ),
        ),
      ).toEqual([middle.id]);
    });

    it('searches payments by student, course, transaction and dates, with their state', async () => {
      const old = await paid({ paidAt: after(0) });
      const recent = await paid({ paidAt: after(2) });
      await store.money.appendEntry(anEntry(old, { kind: 'refund', createdAt: after(1) }));
      const page = { page: 1, limit: 10 };
      const all = await store.money.searchPayments({ student: 'SAM STUD' }, page);
      expect(all.items.map((payment) => [payment.id, payment.state])).toEqual([
        [recent.id, 'paid'],
        [old.id, 'refunded'],
      ]);
      expect(all.items[1]?.settledAt).toEqual(after(1));
      expect((await store.money.searchPayments({ student: '100%_' }, page)).total).toBe(0);
      expect(
        (await store.money.searchPayments({ courseId: course.id, from: after(1) }, page)).items,
      ).toMatchObject([{ id: recent.id }]);
      expect(
        (await store.money.searchPayments({ transactionId: old.transactionId }, page)).total,
      ).toBe(1);
      expect(await store.money.findPaymentById(old.id)).toEqual(old);
    });

    it("marks a student's payments that a refund or a dispute reversed, with when and which", async () => {
      const refunded = await paid({ paidAt: after(0) });
      const disputed = await paid({ paidAt: after(1) });
      const kept = await paid({ paidAt: after(2) });
      await store.money.appendEntry(anEntry(refunded));
      await store.money.appendEntry(anEntry(refunded, { kind: 'refund', createdAt: after(3) }));
      await store.money.appendEntry(anEntry(disputed, { kind: 'dispute', createdAt: after(4) }));
      await store.money.appendEntry(anEntry(kept));

      expect(await store.enrollments.paymentsOf(student)).toEqual([
        { ...kept, refundedAt: null, reversal: null },
        { ...disputed, refundedAt: after(4), reversal: 'dispute' },
        { ...refunded, refundedAt: after(3), reversal: 'refund' },
      ]);
    });

    it('filters payments by state and sorts them by date or amount', async () => {
      const refunded = await paid({ paidAt: after(0), amount: Money.cents(3000) });
      const disputed = await paid({ paidAt: after(1), amount: Money.cents(500) });
      const asked = await paid({ paidAt: after(2), amount: Money.cents(2000) });
      const kept = await paid({ paidAt: after(3), amount: Money.cents(1000) });
      await store.money.appendEntry(anEntry(refunded, { kind: 'refund', createdAt: after(4) }));
      await store.money.appendEntry(anEntry(disputed, { kind: 'dispute', createdAt: after(4) }));
      await store.money.insertRefundRequest(aRequest(asked));
      const ids = async (search: Parameters<typeof store.money.searchPayments>[0]) =>
        (await store.money.searchPayments(search, { page: 1, limit: 10 })).items.map(
          (payment) => payment.id,
        );
      expect(await ids({ state: 'refunded' })).toEqual([refunded.id]);
      expect(await ids({ state: 'disputed' })).toEqual([disputed.id]);
      expect(await ids({ state: 'refund_requested' })).toEqual([asked.id]);
      expect(await ids({ state: 'paid' })).toEqual([kept.id]);
      expect(await ids({ sort: 'oldest' })).toEqual([refunded.id, disputed.id, asked.id, kept.id]);
      expect(await ids({ sort: 'amount-desc' })).toEqual([
        refunded.id,
        asked.id,
        kept.id,
        disputed.id,
      ]);
      expect(await ids({ sort: 'amount-asc', state: 'paid' })).toEqual([kept.id]);
    });

    it('sums revenue per UTC day', async () => {
      const payment = await paid();
      await store.money.appendEntry(anEntry(payment, { createdAt: after(0) }));
      await store.money.appendEntry(
        anEntry(payment, {
          kind: 'refund',
          instructorCents: -700,
          platformCents: -300,
          createdAt: after(1),
        }),
      );
      const days = await store.money.dailyRevenue(
        { courseId: course.id, from: new Date(Date.UTC(2026, 1, 1)) },
        3,
      );
      expect(
        days.map((day) => [day.salesCents, day.refundsCents, day.netCents, day.instructorCents]),
      ).toEqual([
        [1000, 0, 1000, 700],
        [0, 1000, -1000, -700],
        [0, 0, 0, 0],
      ]);
    });

    it('keeps settings', async () => {
      expect(await store.money.readSetting('refunds.autoApprove')).toBeNull();
      await store.money.saveSetting('refunds.autoApprove', 'true', t0);
      await store.money.saveSetting('refunds.autoApprove', 'false', after(1));
      expect(await store.money.readSetting('refunds.autoApprove')).toBe('false');
    });
  });
}
