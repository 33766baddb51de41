import type { LedgerEntryWire, RefundQueueWire } from '@classroom/http-contract';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { createHttpMoneyApi } from './http-money-api';

/** A client whose server answers `body` to every call, and the calls it saw. */
function answering(body: unknown) {
  const asked: { url: string; method: string; body: unknown }[] = [];
  const client = createApiClient({
    baseUrl: '',
    transport: { kind: 'cookie' },
    fetch: async (input, init) => {
      asked.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { api: createHttpMoneyApi(client), asked };
}

const queue: RefundQueueWire = {
  requests: [
    {
      _id: 'r1',
      paymentId: 'p1',
      enrollmentId: 'e1',
      studentId: 'u1',
      courseId: 'c1',
      courseName: 'Intro to Figma',
      amountCents: 1999,
      status: 'pending',
      reason: 'Not for me',
      decisionReason: null,
      decidedBy: null,
      requestedAt: '2026-11-27T10:00:00.000Z',
      decidedAt: null,
      studentName: 'Sam Student',
      studentEmail: 'student@classroom.test',
      consumption: {
        progressPercent: 0,
        highestProgressPercent: 100,
        lessonsCompleted: 0,
        lessonCount: 4,
        completedAt: '2026-11-27T12:00:00.000Z',
        certificate: { code: 'GSC-7K4M-2QX9', revoked: false },
      },
      approvalRefusal: 'course_completed',
    },
  ],
  page: 1,
  pages: 1,
  total: 1,
  pageSize: 20,
};

const payout: LedgerEntryWire = {
  _id: 'l1',
  instructorId: 'i1',
  kind: 'payout',
  instructorCents: -5000,
  platformCents: 0,
  courseId: null,
  paymentId: null,
  reference: 'TRANSFER-1',
  memo: 'Bank transfer',
  actorId: 'admin',
  createdAt: '2026-11-27T10:00:00.000Z',
  availableAt: '2026-11-27T10:00:00.000Z',
};

describe('createHttpMoneyApi', () => {
  it("reads the refund queue a page at a time, with each request's student and consumption", async () => {
    const { api, asked } = answering(queue);
    const page = await api.refundQueue(2);
    expect(asked[0]!.url).toBe('/api/v1/admin/refund-requests?page=2');
    expect(page).toMatchObject({ page: 1, pages: 1, total: 1 });
    expect(page.items[0]).toMatchObject({
      id: 'r1',
      studentName: 'Sam Student',
      amountCents: 1999,
      status: 'pending',
      consumption: {
        highestProgressPercent: 100,
        completedAt: '2026-11-27T12:00:00.000Z',
        certificate: { code: 'GSC-7K4M-2QX9', revoked: false },
      },
      approvalRefusal: 'course_completed',
    });
  });

  it('searches payments with only the filters given', async () => {
    const { api, asked } = answering({ payments: [], page: 1, pages: 1, total: 0, pageSize: 20 });
    await api.payments(1, {
      student: '  sam ',
      transactionId: ' ',
      from: '2026-11-01T00:00:00.000Z',
    });
    expect(asked[0]!.url).toBe(
      '/api/v1/admin/payments?page=1&student=sam&from=2026-11-01T00%3A00%3A00.000Z',
    );
  });

  it('records a payout and reads it back as the amount paid, its method and reference', async () => {
    const { api, asked } = answering(payout);
    const recorded = await api.recordPayout({
      instructorId: 'i1',
      amountCents: 5000,
      method: 'Bank transfer',
      reference: 'TRANSFER-1',
    });
    expect(asked[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/admin/payouts',
      body: { instructorId: 'i1', amountCents: 5000, method: 'Bank transfer' },
    });
    expect(recorded).toMatchObject({
      amountCents: 5000,
      method: 'Bank transfer',
      reference: 'TRANSFER-1',
    });
  });

  it('asks for a refund without a reason when none was written', async () => {
    const {
      studentName: _name,
      studentEmail: _email,
      consumption: _consumption,
      approvalRefusal: _refusal,
      ...request
    } = queue.requests[0]!;
    const { api, asked } = answering(request);
    await expect(api.requestRefund('e1', '  ')).resolves.toMatchObject({ status: 'pending' });
    expect(asked[0]).toMatchObject({ url: '/api/v1/enrollments/e1/refund-requests', body: {} });
  });
});
