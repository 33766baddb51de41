import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ScryptPasswordHasher, loadSigningKeys, seedDemoAccounts } from '@classroom/idp';
import { SmtpInbox } from '@classroom/mail-smtp/testing';
import { createDatabase, type Database } from '@classroom/persistence-knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo';
import { eventually, outboxOf } from './mail/mail-world';
import { Browser } from './support/browser';
import { dropDatabase } from './support/drop-database';
import { freePort } from './support/free-port';
import { MYSQL_HOST, MYSQL_PORT, mysqlAvailable, uniqueDatabaseName } from './support/mysql';
import { findNginx, startNginx, type RunningNginx } from './support/nginx';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { successCardConfirmation } from './support/test-card';

const nginx = findNginx();
const available = nginx !== null && (await mysqlAvailable());
const STUDENT = 'student@classroom.test';
const ADMIN = 'admin@classroom.test';

/** Signs a demo account in through the bundled provider's forms, as a browser would. */
async function signIn(browser: Browser, email: string): Promise<void> {
  const loginPage = await browser.follow('/auth/login?provider=email&returnTo=/', (location) =>
    location.includes('/login?uid='),
  );
  const uid = new URL(loginPage).searchParams.get('uid')!;
  const answer = await browser.json(`/idp/interaction/${uid}/login`, 'POST', {
    email,
    password: 'classroom123',
  });
  expect(answer.status).toBe(200);
  const { redirectTo } = (await answer.json()) as { redirectTo: string };
  await browser.follow(redirectTo, (location) => location.includes('auth=signed-in'));
  const session = (await (await browser.fetch('/auth/session')).json()) as {
    user: { email: string } | null;
  };
  expect(session.user?.email).toBe(email);
}

describe.runIf(available)('two server processes on one MariaDB behind nginx', () => {
  const databaseName = uniqueDatabaseName();
  const inbox = new SmtpInbox();
  const replicas: ServerProcess[] = [];
  let proxy: RunningNginx | undefined;
  let database: Database;
  let origin: string;

  beforeAll(async () => {
    await inbox.start();
    const [proxyPort, ...ports] = [await freePort(), await freePort(), await freePort()];
    origin = `http://127.0.0.1:${proxyPort}`;
    // What replicas share: the database, the secret, and the provider's signing keys (var/).
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: `mysql://root@${MYSQL_HOST}:${MYSQL_PORT}/${databaseName}`,
      PUBLIC_URL: origin,
      TRUST_PROXY: '1',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      VAR_DIR: mkdtempSync(path.join(tmpdir(), 'classroom-replicas-')),
      SEED_DEMO: 'true',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'GS Classroom <mail@classroom.test>',
      LOG_LEVEL: 'warn',
    };
    // As an operator rolls replicas out: the schema, the demo and the provider's signing keys
    // are made once, before both start at the same time.
    database = await createDatabase(env.DATABASE_URL);
    await database.migrate();
    await Promise.all([
      seedDemo(database.repositories, null),
      seedDemoAccounts(database.repositories.localAccounts, new ScryptPasswordHasher()),
      loadSigningKeys(env.VAR_DIR),
    ]);
    replicas.push(...(await Promise.all(ports.map((port) => startServerProcess(port!, env)))));
    proxy = await startNginx(
      nginx!,
      proxyPort!,
      replicas.map((replica) => replica.address),
    );
  }, 60_000);

  const totalEnrollment = async (courseId: string) => {
    const row = (await database
      .knex('courses')
      .where({ id: courseId })
      .first('total_enrollment')) as {
      total_enrollment: number | string;
    };
    return Number(row.total_enrollment);
  };

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(replicas.map((replica) => replica.stop()));
    await inbox.stop();
    await database?.close();
    await dropDatabase(databaseName);
  });

  it('signs in through one, pays through the other, approves, and enrols and mails once', async () => {
    const student = new Browser(origin);
    await signIn(student, STUDENT);
    // The provider's interaction, the product's sign-in state and the session crossed replicas.
    expect(new Set(student.servedBy).size, proxy!.errors()).toBe(2);

    const courses = (await (await student.fetch('/api/v1/courses?status=1&limit=60')).json()) as {
      _id: string;
      price: number;
    }[];
    const course = courses.find((candidate) => candidate.price > 0)!;
    const enrolledBefore = await totalEnrollment(course._id);
    const checkout = await student.json('/create-payment-intent', 'POST', { courseId: course._id });
    expect(checkout.status).toBe(200);
    const checkoutServer = student.servedBy.at(-1);
    const intent = (await checkout.json()) as { intentId: string; clientSecret: string };

    const confirmed = await student.json(
      `/test-processor/payment_intents/${intent.intentId}/confirm`,
      'POST',
      successCardConfirmation(intent.clientSecret, { email: STUDENT, name: 'Student' }),
    );
    expect(confirmed.status).toBe(200);
    expect(student.servedBy.at(-1)).not.toBe(checkoutServer);
    // The payment page records it too, and a double click sends it to both replicas at once.
    const recorded = await Promise.all(
      [1, 2].map(() =>
        student.json('/payments', 'POST', { transactionId: intent.intentId, courseId: course._id }),
      ),
    );
    expect(recorded.map((answer) => answer.status).sort()).toSatisfy((statuses: number[]) =>
      statuses.every((status) => status === 200 || status === 201),
    );
    // A second confirmation, on either replica, charges nothing more.
    const again = await student.json(
      `/test-processor/payment_intents/${intent.intentId}/confirm`,
      'POST',
      successCardConfirmation(intent.clientSecret),
    );
    expect(again.status).toBe(400);

    const admin = new Browser(origin);
    await signIn(admin, ADMIN);
    const pending = (await database
      .knex('courses')
      .where({ status: 'pending' })
      .orderBy('id')
      .first('id')) as { id: string };
    const approved = await admin.json(`/api/v1/courses/approved/${pending.id}`, 'PATCH');
    expect(approved.status).toBe(200);

    const count = async (table: string, where: Record<string, string>) =>
      Number(((await database.knex(table).where(where).count({ n: '*' })) as [{ n: number }])[0].n);
    expect(await count('payments', { email: STUDENT, course_id: course._id })).toBe(1);
    expect(await count('enrollments', { email: STUDENT, course_id: course._id })).toBe(1);
    expect(await totalEnrollment(course._id)).toBe(enrolledBefore + 1);
    // Both replicas counted the sign-ins in the one shared table, by digest, never by address.
    const signInCounters = await database.knex('rate_limits').where('key', 'like', 'http_signIn:%');
    expect(signInCounters).toHaveLength(1);
    expect(JSON.stringify(signInCounters)).not.toContain('127.0.0.1');

    // Each message is sent once, by whichever replica's job runner claimed it.
    const outbox = await eventually(
      () => outboxOf(database),
      (messages) => messages.length >= 4 && messages.every((message) => message.status === 'sent'),
      30_000,
    );
    expect(outbox.map((entry) => entry.message.kind).sort()).toEqual([
      'course-approved',
      'new-enrollment',
      'payment-receipt',
      'welcome-to-course',
    ]);
    expect(outbox.map((entry) => entry.attempts)).toEqual([1, 1, 1, 1]);
    const received = await inbox.waitFor(outbox.length);
    expect(received.map((mail) => mail.to.join()).sort()).toEqual(
      outbox.map((entry) => entry.message.to).sort(),
    );
  }, 60_000);

  it('steps around a stopped replica after max_fails refusals (passive health), without /readyz', async () => {
    await replicas[1]!.stop();
    const answers: { status: number; replica: string | null }[] = [];
    for (let request = 0; request < 12; request += 1) {
      const answer = await fetch(`${origin}/healthz`);
      answers.push({ status: answer.status, replica: answer.headers.get('X-Upstream') });
    }
    // Round robin sends every other request to the stopped replica until its third refusal
    // (max_fails=3) takes it out for fail_timeout; those requests are not retried elsewhere.
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(
      refused.map((answer) => answer.status),
      proxy!.errors(),
    ).toEqual([502, 502, 502]);
    expect(answers.slice(-6)).toEqual(
      Array.from({ length: 6 }, () => ({ status: 200, replica: replicas[0]!.address })),
    );
  });
});
