import { beforeEach, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { testWorld, type TestWorld } from './support/world';

let world: TestWorld;
let client: ReturnType<typeof api>;

beforeEach(async () => {
  world = await testWorld();
  client = api(world);
});

describe('admin course review', () => {
  it('lists every course with the total', async () => {
    const response = await client.get('admin', '/api/v1/admin/courses?page=1&limit=2');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    expect(response.headers['x-total-count']).toBe('4');
  });

  it('searches, filters and sorts on the server, pending first when asked', async () => {
    const pendingFirst = await client.get(
      'admin',
      '/api/v1/admin/courses?pendingFirst=true&sort=name',
    );
    expect(pendingFirst.body[0]).toMatchObject({ _id: 'c-pending', review: { state: 'pending' } });
    const found = await client.get('admin', '/api/v1/admin/courses?q=c-rej&state=rejected');
    expect(found.body.map((course: { _id: string }) => course._id)).toEqual(['c-rejected']);
    expect(found.headers['x-total-count']).toBe('1');
    expect((await client.get('admin', '/api/v1/admin/courses?state=gone')).status).toBe(400);
  });

  it('takes an approved course down with a reason: its students keep it, nobody new buys it', async () => {
    const reason = { reason: 'Copied material', checklist: ['policy'] };
    expect(
      (await client.patch('admin', '/api/v1/admin/courses/c-approved/unpublish', {})).status,
    ).toBe(400);
    expect(
      (await client.patch('admin', '/api/v1/admin/courses/c-approved/unpublish', reason)).status,
    ).toBe(200);
    const row = (await client.get('admin', '/api/v1/admin/courses?q=c-approved')).body[0];
    expect(row).toMatchObject({ status: 'rejected', review: { state: 'unpublished' } });
    const listed = await client.get(null, '/api/v1/courses?status=1');
    expect(listed.body.map((course: { _id: string }) => course._id)).not.toContain('c-approved');
    const checkout = await client.post('student', '/create-payment-intent', {
      courseId: 'c-approved',
    });
    expect(checkout.status).toBe(422);
  });

  it('approves a pending course once', async () => {
    expect((await client.patch('admin', '/api/v1/courses/approved/c-pending')).body).toEqual({
      modifiedCount: 1,
    });
    const listed = await client.get(null, '/api/v1/courses?status=1');
    expect(listed.body.map((course: { _id: string }) => course._id)).toContain('c-pending');
    const again = await client.patch('admin', '/api/v1/courses/approved/c-pending');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('course_not_pending');
  });

  it('rejects a pending course, and refuses to reject an approved one', async () => {
    expect((await client.patch('admin', '/api/v1/courses/rejected/c-pending')).status).toBe(400);
    const reason = { reason: 'Too thin', checklist: ['thin-description'] };
    expect((await client.patch('admin', '/api/v1/courses/rejected/c-pending', reason)).status).toBe(
      200,
    );
    const course = (await client.get('admin', '/api/v1/course/payment/c-pending')).body;
    expect(course.status).toBe('rejected');
    expect(
      (await client.patch('admin', '/api/v1/courses/rejected/c-approved', reason)).status,
    ).toBe(409);
  });

  it('answers 404 for an unknown course', async () => {
    expect((await client.patch('admin', '/api/v1/courses/approved/c-none')).status).toBe(404);
  });
});
