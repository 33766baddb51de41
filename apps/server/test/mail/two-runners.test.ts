import type { Email } from '@classroom/core';
import { SmtpInbox } from '@classroom/mail-smtp/testing';
import { createDatabase, type Database } from '@classroom/persistence-knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase } from '../support/drop-database';
import { mysqlAvailable, uniqueDatabaseName } from '../support/mysql';
import { startTestServer } from '../support/test-server';
import { FAST_JOBS, eventually, outboxOf, type TestServer } from './mail-world';

const available = await mysqlAvailable();
const MESSAGES = 200;

describe.runIf(available)('two servers on one MariaDB database', () => {
  const name = uniqueDatabaseName();
  const url = `mysql://root@127.0.0.1:3306/${name}`;
  const inbox = new SmtpInbox();
  const servers: TestServer[] = [];
  let database: Database;

  beforeAll(async () => {
    await inbox.start();
    // One after the other, so that only the first one migrates; each has its own pool.
    for (const sender of ['a', 'b']) {
      servers.push(
        await startTestServer(
          {
            DATABASE_URL: url,
            SEED_DEMO: 'false',
            SMTP_URL: inbox.url,
            MAIL_FROM: `Runner ${sender} <${sender}@classroom.test>`,
          },
          FAST_JOBS,
        ),
      );
    }
    database = await createDatabase(url);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await inbox.stop();
    await dropDatabase(name);
  });

  it('send each of 200 messages exactly once between them', async () => {
    for (let i = 0; i < MESSAGES; i += 1) {
      await database.repositories.outbox.enqueue({
        kind: 'application-approved',
        to: `person-${i}@example.com` as Email,
        name: `Person ${i}`,
      });
    }

    await inbox.waitFor(MESSAGES, 60_000);
    await eventually(
      () => outboxOf(database),
      (rows) => rows.every((row) => row.status === 'sent'),
      60_000,
    );
    // Time for a duplicate to arrive, were one on its way.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const recipients = inbox.received.map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(MESSAGES);
    expect(new Set(recipients).size).toBe(MESSAGES);
    // Both raced for the work.
    expect([...new Set(inbox.received.map((mail) => mail.from))].sort()).toEqual([
      '"Runner a" <a@classroom.test>',
      '"Runner b" <b@classroom.test>',
    ]);
    expect((await outboxOf(database)).map((row) => row.attempts)).toEqual(
      Array.from({ length: MESSAGES }, () => 1),
    );
    expect(await database.knex('jobs').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
