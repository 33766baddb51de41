import { describe, expect, it } from 'vitest';
import type { MoneyApi, RefundQueueEntry } from '../api/money-api';
import { RefundQueueStore } from './refund-queue.store';

const pending: RefundQueueEntry = {
  id: 'r1',
  enrollmentId: 'e1',
  courseId: 'c1',
  courseName: 'Intro to Figma',
  amountCents: 1999,
  status: 'pending',
  reason: '',
  decisionReason: null,
  requestedAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
  studentName: 'Sam Student',
  studentEmail: 'student@classroom.test',
  consumption: {
    progressPercent: 10,
    highestProgressPercent: 10,
    lessonsCompleted: 1,
    lessonCount: 10,
    completedAt: null,
    certificate: null,
  },
  approvalRefusal: null,
};

/** The calls the store makes, answered as the server would. */
function fakeApi(): MoneyApi {
  const decided = (status: RefundQueueEntry['status'], decisionReason: string | null = null) => {
    const {
      studentName: _name,
      studentEmail: _email,
      consumption: _consumption,
      approvalRefusal: _refusal,
      ...request
    } = pending;
    return { ...request, status, decisionReason, decidedAt: '2026-11-28T10:00:00.000Z' };
  };
  const api: Partial<MoneyApi> = {
    refundQueue: async () => ({ items: [pending], page: 1, pages: 1, total: 1 }),
    approveRefund: async () => decided('refunded'),
    declineRefund: async (_id, reason) => decided('declined', reason),
    refundSettings: async () => ({ refundDays: 30, maxProgressPercent: 30, autoApprove: false }),
    saveRefundSettings: async (autoApprove) => ({
      refundDays: 30,
      maxProgressPercent: 30,
      autoApprove,
    }),
  };
  return api as MoneyApi;
}

describe('RefundQueueStore', () => {
  it('shows a decision in its row, keeping who asked and what they consumed', async () => {
    const store = new RefundQueueStore(fakeApi());
    await store.load(1);
    await store.decline('r1', 'Most of it watched');
    expect(store.rows[0]).toMatchObject({
      status: 'declined',
      decisionReason: 'Most of it watched',
      studentName: 'Sam Student',
      consumption: { lessonsCompleted: 1 },
    });
  });

  it('asks the server for the filters, pending first unless unticked, from the first page', async () => {
    const asked: unknown[] = [];
    const api = fakeApi();
    const store = new RefundQueueStore({
      ...api,
      refundQueue: async (page, filters) => {
        asked.push({ page, ...filters });
        return { items: [pending], page, pages: 3, total: 21 };
      },
    });
    await store.load(2);
    await store.filter({ q: 'figma', sort: 'amount-desc', pendingFirst: false });
    expect(asked).toEqual([
      { page: 2, pendingFirst: true },
      { page: 1, q: 'figma', sort: 'amount-desc', pendingFirst: false },
    ]);
  });

  it('reads and turns the auto-approval switch', async () => {
    const store = new RefundQueueStore(fakeApi());
    await store.loadPolicy();
    expect(store.policy?.autoApprove).toBe(false);
    await store.setAutoApprove(true);
    expect(store.policy).toEqual({ refundDays: 30, maxProgressPercent: 30, autoApprove: true });
  });
});
