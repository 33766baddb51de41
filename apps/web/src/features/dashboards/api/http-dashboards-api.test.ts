import type { CourseWire, TableUserWire } from '@classroom/http-contract';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { aPaymentWire } from '../../../test/payment-wire';
import { createHttpDashboardsApi } from './http-dashboards-api';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A server that answers each "METHOD path" from a table and records what it was asked. */
function fakeServer(
  answers: Record<string, { status?: number; body: unknown; headers?: Record<string, string> }>,
) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`];
    if (!answer)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
        status: 404,
      });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  const client = createApiClient({ baseUrl: '', transport: { kind: 'cookie' }, fetch });
  return { api: createHttpDashboardsApi(client), calls };
}

const course = (overrides: Partial<CourseWire>): CourseWire => ({
  _id: 'c1',
  courseName: 'React',
  courseCategory: 'Web Development',
  language: 'English',
  certificate: 'Yes',
  lectures: 10,
  learningOutcomes: [],
  instructorName: 'Ivan Teacher',
  instructorTitle: 'Senior Web Engineer',
  instructorExperience: 'Experienced',
  instructorEmail: 'instructor@classroom.test',
  instructorImage: '',
  courseImage: 'https://img.test/a.png',
  courseRatings: 4.8,
  ratingCount: 0,
  price: 20,
  shortDescription: 'Short',
  detailedDescription: 'Long',
  totalEnrollment: 2,
  courseStatus: 0,
  status: 0,
  ...overrides,
});

describe('createHttpDashboardsApi', () => {
  it('asks for a users page with only the filters set and maps the table row', async () => {
    const user: TableUserWire = {
      _id: 'u1',
      displayName: 'Sam',
      photoURL: '',
      email: 'sam@classroom.test',
      role: 'user',
      status: '',
      category: '',
      experience: '',
      title: '',
      suspended: true,
      lastDecision: null,
    };
    const { api, calls } = fakeServer({
      'GET /api/v1/admin/users?page=2&limit=10&q=sam&state=suspended': {
        body: [user],
        headers: { 'X-Total-Count': '21' },
      },
    });
    const result = await api.listPeople(2, 10, { q: 'sam', role: undefined, state: 'suspended' });
    expect(calls[0]?.url).toBe('/api/v1/admin/users?page=2&limit=10&q=sam&state=suspended');
    expect(result).toMatchObject({ page: 2, pages: 3, total: 21 });
    expect(result.items[0]).toMatchObject({ id: 'u1', status: 'none', suspended: true });
  });

  it('suspends, reactivates and demotes on the editorial routes with an empty body', async () => {
    const { api, calls } = fakeServer({
      'PATCH /api/v1/admin/users/u1/suspend': { body: { modifiedCount: 1 } },
      'PATCH /api/v1/admin/users/u1/reactivate': { body: { modifiedCount: 1 } },
      'PATCH /api/v1/admin/users/u2/demote': {
        status: 409,
        body: { error: { code: 'last_admin', message: 'The last admin cannot be demoted.' } },
      },
    });
    await api.suspendUser('u1', { reason: 'Spam', checklist: [] });
    await api.reactivateUser('u1');
    await expect(api.demoteAdmin('u2')).rejects.toMatchObject({
      code: 'last_admin',
      message: 'The last admin cannot be demoted.',
    });
    expect(calls.map((call) => call.body)).toEqual([{ reason: 'Spam', checklist: [] }, {}, {}]);
  });

  it('lists the revisions queue keyed by course', async () => {
    const { api } = fakeServer({
      'GET /api/v1/admin/revisions?page=1&limit=10&state=pending&sort=oldest': {
        body: [
          {
            courseId: 'c1',
            courseName: 'React',
            instructorName: 'Ivan Teacher',
            instructorEmail: 'instructor@classroom.test',
            status: 'pending',
            version: 3,
            updatedAt: '2026-03-01T10:00:00.000Z',
          },
        ],
        headers: { 'X-Total-Count': '1' },
      },
    });
    const result = await api.listRevisions(1, 10, { state: 'pending', sort: 'oldest' });
    expect(result.items).toEqual([
      expect.objectContaining({ id: 'c1', version: 3, status: 'pending' }),
    ]);
  });

  it('asks for applications pending first', async () => {
    const { api, calls } = fakeServer({
      'GET /api/v1/admin/applications?page=1&limit=10&pendingFirst=true': {
        body: [],
        headers: { 'X-Total-Count': '0' },
      },
    });
    const result = await api.listApplications(1, 10, { pendingFirst: true });
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({ items: [], pages: 1, total: 0 });
  });

  it('counts the admin course pages from X-Total-Count and reads the wire statuses', async () => {
    const { api } = fakeServer({
      'GET /api/v1/admin/courses?page=1&limit=10': {
        body: [
          course({ _id: 'a', courseStatus: 1, status: 1 }),
          course({ _id: 'b', courseStatus: 'rejected', status: 'rejected' }),
          course({ _id: 'c' }),
        ],
        headers: { 'X-Total-Count': '23' },
      },
    });
    const result = await api.listAllCourses(1, 10);
    expect(result.pages).toBe(3);
    expect(result.total).toBe(23);
    expect(result.items.map((item) => item.status)).toEqual(['approved', 'rejected', 'pending']);
  });

  it('sends the course fields the update route takes, on the encoded path', async () => {
    const { api, calls } = fakeServer({
      'PATCH /api/v1/instructor/update/c%2F1': { body: { modifiedCount: 1 } },
    });
    await api.updateCourse('c/1', {
      courseName: 'React',
      shortDescription: 'Short',
      courseImage: 'https://img.test/a.png',
      courseCategory: 'Web Development',
      lectures: 10,
      certificate: 'No',
      price: 12.5,
      language: 'English',
      detailedDescription: 'Long',
    });
    expect(calls[0]?.body).toEqual({
      courseName: 'React',
      shortDescription: 'Short',
      courseImage: 'https://img.test/a.png',
      courseCategory: 'Web Development',
      lectures: 10,
      certificate: 'No',
      price: 12.5,
      language: 'English',
      detailedDescription: 'Long',
    });
  });

  it('passes the server refusal on as an ApiError with its field messages', async () => {
    const { api } = fakeServer({
      'POST /api/v1/instructor/add': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Check the fields',
            fields: { price: 'Price must be from $0 to $100000' },
          },
        },
      },
    });
    const failure = api.addCourse({
      courseName: 'x',
      shortDescription: 'x',
      courseImage: 'https://x.test',
      courseCategory: 'Business',
      lectures: 1,
      certificate: 'Yes',
      price: 1e9,
      language: 'x',
      detailedDescription: 'x',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      fields: { price: 'Price must be from $0 to $100000' },
    });
  });

  it('reads the figures of a course', async () => {
    const { api } = fakeServer({
      'GET /api/v1/instructor/courses/c1/figures': {
        body: {
          courseId: 'c1',
          totalEnrollment: 4,
          enrollments: 4,
          revenue: 80,
          lastEnrolledAt: '2026-11-20T10:00:00.000Z',
        },
      },
    });
    await expect(api.courseFigures('c1')).resolves.toEqual({
      totalEnrollment: 4,
      revenue: 80,
      lastEnrolledAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it("reads a student's payments with when and which reversal reversed each", async () => {
    const paid = aPaymentWire({
      date: '2026-11-01T10:00:00.000Z',
      transactionId: 'pi_1',
      refundedAt: '2026-11-03T10:00:00.000Z',
      reversal: 'dispute',
    });
    const { api } = fakeServer({
      'GET /api/v1/payments/sam%40classroom.test': { body: [paid] },
    });
    await expect(api.listPayments('sam@classroom.test')).resolves.toEqual([
      {
        transactionId: 'pi_1',
        courseId: 'c1',
        courseName: 'React',
        price: 20,
        date: '2026-11-01T10:00:00.000Z',
        refundedAt: '2026-11-03T10:00:00.000Z',
        reversal: 'dispute',
      },
    ]);
  });
});
