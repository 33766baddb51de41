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
    expect((await client.patch('admin', '/api/v1/courses/rejected/c-pending')).status).toBe(200);
    const course = (await client.get('admin', '/api/v1/course/payment/c-pending')).body;
    expect(course.status).toBe('rejected');
    expect((await client.patch('admin', '/api/v1/courses/rejected/c-approved')).status).toBe(409);
  });

  it('answers 404 for an unknown course', async () => {
    expect((await client.patch('admin', '/api/v1/courses/approved/c-none')).status).toBe(404);
  });
});
