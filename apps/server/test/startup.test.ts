import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

describe('a first start on SQLite', () => {
  it('is ready and lists the demo catalogue', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const response = await fetch(`${server.url}/api/v1/all-courses?status=1`);
    expect(response.status).toBe(200);
    const courses = (await response.json()) as { status: number }[];
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((course) => course.status === 1)).toBe(true);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(courses.length);
  });

  it('serves the demo accounts through the API', async () => {
    const response = await fetch(`${server.url}/api/v1/users/admin/admin@classroom.test`, {
      headers: { Authorization: 'Bearer test:admin@classroom.test' },
    });
    expect(await response.json()).toEqual({ admin: true });
  });
});
