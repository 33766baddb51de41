import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

describe('GET /version', () => {
  it('reports the package version and the commit, from git or from GIT_COMMIT', async () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const head = execFileSync('git', ['rev-parse', 'HEAD']).toString().trim();
    expect(await (await fetch(`${server.url}/version`)).json()).toEqual({ version, commit: head });

    const built = await startTestServer({ GIT_COMMIT: 'abc1234' });
    try {
      expect(await (await fetch(`${built.url}/version`)).json()).toEqual({
        version,
        commit: 'abc1234',
      });
    } finally {
      await built.stop();
    }
  });
});
