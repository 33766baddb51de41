import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '@classroom/persistence-knex';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/runtime/logger';
import { dropDatabase } from './support/drop-database';
import { mysqlAvailable, uniqueDatabaseName } from './support/mysql';
import { makeReadOnly } from './support/read-only';
import { startTestServer } from './support/test-server';

const available = await mysqlAvailable();

/** The server's own logger, writing its JSON lines here. */
function recordingLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(line) });
  return { logger, text: () => lines.join('\n') };
}

describe('error logs', () => {
  it('carry a failed update’s error, but neither the values it wrote nor the person', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'classroom-error-log-'));
    const file = path.join(dir, 'classroom.sqlite');
    const env = { DATABASE_URL: `sqlite:${file}`, VAR_DIR: dir };
    await (await startTestServer(env)).stop();
    // A file that turned read-only makes every update fail in the database.
    const undo = makeReadOnly(file);
    const { logger, text } = recordingLogger();
    const server = await startTestServer(env, {}, logger);
    try {
      const answer = await fetch(`${server.url}/api/v1/users`, {
        method: 'POST',
        headers: {
          Authorization: 'Bearer test:student@classroom.test',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          email: 'student@classroom.test',
          displayName: 'Sam Quietname',
          photoURL: '/sam-private.svg',
        }),
      });
      expect(answer.status).toBe(503);
    } finally {
      await server.stop();
      undo();
    }
    const logged = text();
    expect(logged).toContain('"msg":"request failed"');
    expect(logged).toContain('SQLITE_READONLY');
    expect(logged).toMatch(/update `users` set/);
    for (const personal of ['Sam Quietname', 'sam-private', 'student@classroom.test']) {
      expect(logged).not.toContain(personal);
    }
  });

  it.runIf(available)('drop the statement MySQL repeats with its values', async () => {
    const name = uniqueDatabaseName();
    const database = await createDatabase(`mysql://root@127.0.0.1:3306/${name}`);
    const { logger, text } = recordingLogger();
    try {
      await database.knex.raw('CREATE TABLE people (age INT NOT NULL)');
      const failure = await database
        .knex('people')
        .insert({ age: 'sam.secret@example.com' })
        .catch((error: unknown) => error);
      expect((failure as { sqlMessage?: string }).sqlMessage).toContain('sam.secret');
      logger.error({ err: failure }, 'request failed');
    } finally {
      await database.close();
      await dropDatabase(name);
    }
    const logged = text();
    expect(logged).toContain('ER_TRUNCATED_WRONG_VALUE_FOR_FIELD');
    expect(logged).toContain('insert into `people`');
    expect(logged).not.toContain('sam.secret');
  });
});
