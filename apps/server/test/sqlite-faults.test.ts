import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeReadOnly } from './support/read-only';
import { startTestServer } from './support/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

let server: Server | undefined;
let undo: (() => void) | undefined;
afterEach(async () => {
  undo?.();
  undo = undefined;
  await server?.stop();
  server = undefined;
});

function sqliteEnv() {
  const dir = mkdtempSync(path.join(tmpdir(), 'classroom-sqlite-fault-'));
  const file = path.join(dir, 'classroom.sqlite');
  return { file, env: { DATABASE_URL: `sqlite:${file}`, VAR_DIR: dir } };
}

/** A profile change: a write of personal data through the API. */
function saveProfile(url: string, displayName: string) {
  return fetch(`${url}/api/v1/users`, {
    method: 'POST',
    headers: {
      Authorization: 'Bearer test:student@classroom.test',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email: 'student@classroom.test', displayName, photoURL: '/x.svg' }),
  });
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
    'service_unavailable',
  );
}

describe('a SQLite file the server cannot write to', () => {
  it('starts on a read-only file, serves reads, answers writes 503 and is not ready', async () => {
    const { file, env } = sqliteEnv();
    await (await startTestServer(env)).stop();
    undo = makeReadOnly(file);

    server = await startTestServer(env);
    expect((await fetch(`${server.url}/api/v1/all-courses?status=1`)).status).toBe(200);
    await expectUnavailable(await saveProfile(server.url, 'Sam Read-Only'));
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
  });

  it('notices the file removed under it: writes answer 503 and it is not ready', async () => {
    const { file, env } = sqliteEnv();
    server = await startTestServer(env);
    expect((await saveProfile(server.url, 'Sam Before')).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    rmSync(file);
    await expectUnavailable(await saveProfile(server.url, 'Sam Lost'));
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
  });
});
