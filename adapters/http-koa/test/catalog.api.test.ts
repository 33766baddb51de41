import { beforeEach, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { testWorld, type TestWorld } from './support/world';

let world: TestWorld;
let client: ReturnType<typeof api>;

beforeEach(async () => {
  world = await testWorld();
  client = api(world);
});

describe('public catalogue', () => {
  it('lists feedback', async () => {
    const response = await client.get(null, '/api/v1/feedbacks');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        _id: 'f-1',
        feedbackText: 'Clear and practical.',
        image: '/demo/people/1.svg',
        name: 'Rita',
        title: 'Student',
      },
    ]);
  });

  it('shows approved courses only, with the wire status and dollars', async () => {
    const response = await client.get(null, '/api/v1/courses?status=1');
    expect(response.status).toBe(200);
    const ids = response.body.map((course: { _id: string }) => course._id).sort();
    expect(ids).toEqual(['c-approved', 'c-free']);
    const approved = response.body.find((course: { _id: string }) => course._id === 'c-approved');
    expect(approved).toMatchObject({
      price: 49.99,
      status: 1,
      courseStatus: 1,
      certificate: 'Yes',
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('pages with a capped limit', async () => {
    const page = await client.get(null, '/api/v1/courses?status=1&page=2&limit=1');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('2');
    expect((await client.get(null, '/api/v1/courses?limit=61')).status).toBe(400);
    expect((await client.get(null, '/api/v1/courses?status=0')).status).toBe(400);
  });

  it('lists the most enrolled courses', async () => {
    const response = await client.get(null, '/api/v1/top-courses?status=1');
    expect(response.status).toBe(200);
    expect(response.body.every((course: { status: number }) => course.status === 1)).toBe(true);
    expect((await client.get(null, '/api/v1/top-courses?limit=25')).status).toBe(400);
  });

  it('searches, treating operators as text', async () => {
    const found = await client.get(null, '/api/v1/all-courses?status=1&search=c-approved');
    expect(found.status).toBe(200);
    const odd = await client.get(
      null,
      `/api/v1/all-courses?status=1&search=${encodeURIComponent('"+-*()<>~ OR 1=1 --')}`,
    );
    expect(odd.status).toBe(200);
    const tooLong = await client.get(null, `/api/v1/all-courses?search=${'x'.repeat(501)}`);
    expect(tooLong.status).toBe(400);
  });

  it('filters, sorts and pages the search, and refuses filters it does not know', async () => {
    const ids = (body: { _id: string }[]) => body.map((course) => course._id);
    const prefix = await client.get(null, '/api/v1/all-courses?status=1&search=cour');
    expect(ids(prefix.body).sort()).toEqual(['c-approved', 'c-free']);
    const free = await client.get(null, '/api/v1/all-courses?search=course&price=free');
    expect(ids(free.body)).toEqual(['c-free']);
    expect(free.headers['x-total-count']).toBe('1');
    const range = await client.get(null, '/api/v1/all-courses?minPrice=10&maxPrice=50');
    expect(ids(range.body)).toEqual(['c-approved']);
    const secondDearest = await client.get(
      null,
      '/api/v1/all-courses?sort=price-desc&limit=1&page=2',
    );
    expect(ids(secondDearest.body)).toEqual(['c-free']);
    const filtered = await client.get(
      null,
      '/api/v1/all-courses?category=Web%20Development&language=english&certificate=Yes&sort=popular',
    );
    expect(filtered.status).toBe(200);
    for (const query of [
      'sort=cheapest',
      'category=Cooking',
      'price=cheap',
      'minPrice=-1',
      'minPrice=20&maxPrice=10',
      'certificate=maybe',
      `language=${'x'.repeat(41)}`,
    ]) {
      const refused = await client.get(null, `/api/v1/all-courses?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.code).toBe('bad_request');
    }
  });

  it('suggests a few titles for the text typed so far', async () => {
    const found = await client.get(null, '/api/v1/courses/suggestions?q=cours');
    expect(found.status).toBe(200);
    expect(found.body.length).toBeGreaterThan(0);
    expect(Object.keys(found.body[0]).sort()).toEqual(['_id', 'courseName']);
    expect((await client.get(null, '/api/v1/courses/suggestions?q=%22*')).body).toEqual([]);
    expect(
      (await client.get(null, `/api/v1/courses/suggestions?q=${'x'.repeat(501)}`)).status,
    ).toBe(400);
  });

  it('sends an ETag and answers 304 when nothing changed', async () => {
    const first = await client.get(null, '/api/v1/courses?status=1');
    expect(first.headers['cache-control']).toBe('public, max-age=10');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await client.get(null, '/api/v1/courses?status=1', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('counts users, approved courses and their enrollments', async () => {
    const response = await client.get(null, '/api/v1/stats');
    expect(response.body).toEqual({ totalUsers: 5, totalCourses: 2, totalEnrollment: 6 });
  });

  it('tells the website its configuration', async () => {
    const response = await client.get(null, '/api/v1/config');
    expect(response.body).toEqual({
      payments: { mode: 'test' },
      googleEnabled: false,
      schoolName: 'GS Classroom',
      refunds: { windowDays: 30 },
    });
  });
});

describe('GET /api/v1/course/payment/:id', () => {
  it('shows an approved course to any signed-in user', async () => {
    const response = await client.get('student', '/api/v1/course/payment/c-approved');
    expect(response.status).toBe(200);
    expect(response.body._id).toBe('c-approved');
  });

  it('hides unapproved courses from others and refuses malformed ids', async () => {
    expect((await client.get('student', '/api/v1/course/payment/c-pending')).status).toBe(404);
    expect((await client.get('student', '/api/v1/course/payment/c-nothing')).status).toBe(404);
    expect((await client.get('student', '/api/v1/course/payment/a.b')).status).toBe(400);
  });
});
