import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropDatabase } from './support/drop-database';
import { mysqlAvailable, uniqueDatabaseName } from './support/mysql';
import { startTestServer } from './support/test-server';
import { holdMySqlTableLock, slowSqliteInserts } from './support/slow-writes';

const INSTRUCTOR = 'instructor@classroom.test';
const DEADLINE_MS = 1000;

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** The database behind the server, and a way to make its next course insert wait. */
interface Target {
  env(): Record<string, string>;
  /** Holds course inserts back until the returned function is called. */
  slowWrites(): Promise<() => Promise<void>>;
  cleanUp(): Promise<void>;
}

function sqlite(): Target {
  const dir = mkdtempSync(path.join(tmpdir(), 'classroom-late-'));
  const file = path.join(dir, 'classroom.sqlite');
  return {
    env: () => ({ DATABASE_URL: `sqlite:${file}`, VAR_DIR: dir }),
    async slowWrites() {
      // A course insert takes three deadlines. SQLite holds the whole process meanwhile, the
      // deadline's timer included: only the unit of work's own look at the clock stands
      // between the insert and a commit after the deadline.
      const slow = await slowSqliteInserts(file, 'courses', DEADLINE_MS);
      return () => slow.restore();
    },
    cleanUp: async () => undefined,
  };
}

function mysql(): Target {
  const database = uniqueDatabaseName();
  return {
    env: () => ({ DATABASE_URL: `mysql://root@127.0.0.1:3306/${database}` }),
    async slowWrites() {
      const lock = await holdMySqlTableLock(database, 'courses');
      return () => lock.release();
    },
    cleanUp: () => dropDatabase(database),
  };
}

const targets: [string, () => Target][] = [['SQLite', sqlite]];
if (await mysqlAvailable()) targets.push(['MariaDB', mysql]);

function addCourse(server: Server, name: string, key?: string) {
  return fetch(`${server.url}/api/v1/instructor/add`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer test:${INSTRUCTOR}`,
      'Content-Type': 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({
      courseName: name,
      courseCategory: 'Computer Science',
      courseImage: '/demo/courses/testing.svg',
      price: 29.5,
      shortDescription: 'Tests that catch bugs',
      detailedDescription: 'From unit tests to fault injection.',
      language: 'English',
      certificate: 'Yes',
      lectures: 10,
    }),
  });
}

/** How many of the instructor's courses bear `name`, as the API lists them. */
async function coursesNamed(server: Server, name: string): Promise<number> {
  const response = await fetch(`${server.url}/api/v1/instructor/classes/${INSTRUCTOR}`, {
    headers: { Authorization: `Bearer test:${INSTRUCTOR}` },
  });
  expect(response.status).toBe(200);
  const courses = (await response.json()) as { courseName: string }[];
  return courses.filter((course) => course.courseName === name).length;
}

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(targets)('%s: a create answered 503 at its deadline', (_, target) => {
  let server: Server | undefined;
  let database: Target | undefined;
  afterEach(async () => {
    await server?.stop();
    await database?.cleanUp();
    server = undefined;
  });

  it('leaves no row; its retry with the Idempotency-Key makes one, and a second retry repeats the answer', async () => {
    database = target();
    server = await startTestServer({
      ...database.env(),
      REQUEST_TIMEOUT_MS: String(DEADLINE_MS),
    });
    const name = `Late course ${randomUUID()}`;
    const key = randomUUID();

    const release = await database.slowWrites();
    const late = await addCourse(server, name, key);
    expect(late.status).toBe(503);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe(
      'service_unavailable',
    );
    await release();
    // The held-back write has gone on by now; a late commit would have landed.
    await after(4 * DEADLINE_MS);
    expect(await coursesNamed(server, name)).toBe(0);

    const retried = await addCourse(server, name, key);
    expect(retried.status).toBe(201);
    const first = (await retried.json()) as { insertedId: string };
    expect(await coursesNamed(server, name)).toBe(1);

    const again = await addCourse(server, name, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(first);
    expect(await coursesNamed(server, name)).toBe(1);

    const otherBody = await addCourse(server, `${name} (edited)`, key);
    expect(otherBody.status).toBe(422);
    expect(((await otherBody.json()) as { error: { code: string } }).error.code).toBe(
      'idempotency_key_reused',
    );
    expect(await coursesNamed(server, `${name} (edited)`)).toBe(0);
  });
});
