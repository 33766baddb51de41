import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { anApprovedCourse, anApprovedInstructor, storedMailbox } from '@classroom/core/testing';
import { createDatabase } from '@classroom/persistence-knex';
import { pino } from 'pino';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/config';
import { startServer, type StartedServer } from '../src/server';
import { Browser } from './support/browser';
import { dropDatabase } from './support/drop-database';
import { freePort } from './support/free-port';
import { successCardConfirmation } from './support/test-card';
import { mysqlAvailable, uniqueDatabaseName } from './support/mysql';

const available = await mysqlAvailable();
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** What the compose file's header asks an operator to put in .env for a trial. */
const DOT_ENV: Record<string, string> = {
  SESSION_SECRET: randomBytes(24).toString('hex'),
  MYSQL_PASSWORD: 'compose-password',
  SUPPORT_EMAIL: 'help@school.example',
  PAYMENTS: 'test',
};

/** The server's environment as `docker compose up` would hand it over (${X:-default}, ${X:?}). */
function composeEnvironment(dotEnv: Record<string, string>): Record<string, string> {
  const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
    services: { server: { environment: Record<string, string | number> } };
  };
  const substitute = (value: string) =>
    value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind, fallback) => {
      if (dotEnv[name]) return dotEnv[name]!;
      if (kind === '?') throw new Error(`compose would stop: ${fallback}`);
      return kind === '-' ? (fallback as string) : '';
    });
  return Object.fromEntries(
    Object.entries(compose.services.server.environment).map(([name, value]) => [
      name,
      substitute(String(value)),
    ]),
  );
}

describe.runIf(available)('the compose file’s environment, over plain http', () => {
  const database = uniqueDatabaseName();
  let server: StartedServer;
  let origin: string;
  let courseId: string;

  beforeAll(async () => {
    const env = composeEnvironment(DOT_ENV);
    expect(env.NODE_ENV).toBe('production');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBe('mysql://classroom:compose-password@mysql:3306/classroom');
    // This machine's stand-ins for the compose network: MariaDB, a free port, a temp var/.
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const config = parseConfig({
      ...env,
      DATABASE_URL: `mysql://root@127.0.0.1:3306/${database}`,
      PORT: String(port),
      PUBLIC_URL: origin,
      VAR_DIR: mkdtempSync(path.join(tmpdir(), 'classroom-compose-')),
      // The image's /app/apps/web/dist: here the checkout's own build, found without it.
      WEB_ROOT: '',
      LOG_LEVEL: 'silent',
    });
    server = await startServer(config, pino({ level: 'silent' }));

    // An instructor's approved course, written as the admin's approval would leave it.
    const store = await createDatabase(`mysql://root@127.0.0.1:3306/${database}`);
    try {
      const instructor = anApprovedInstructor({ id: randomUUID() });
      await store.repositories.users.insert(instructor);
      const course = anApprovedCourse({ id: randomUUID(), by: instructor, priceCents: 2500 });
      await store.repositories.courses.insert(course);
      courseId = course.id;
    } finally {
      await store.close();
    }
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase(database);
  });

  it('refuses to start without SESSION_SECRET, as compose itself does', () => {
    expect(() => composeEnvironment({})).toThrow(/set SESSION_SECRET/);
  });

  it('starts with no demo data: only the instructor and course this test wrote', async () => {
    const stats = (await (await fetch(`${origin}/api/v1/stats`)).json()) as {
      totalUsers: number;
      totalCourses: number;
    };
    expect(stats).toMatchObject({ totalUsers: 1, totalCourses: 1 });
  });

  it('lets a person sign up, follow the link, sign in and buy a course', async () => {
    const person = {
      displayName: 'Cora Compose',
      photoURL: 'https://example.com/cora.png',
      email: 'cora@example.com',
      password: 'cora-secret-42',
    };
    const signUp = new Browser(origin);
    const registerPage = await signUp.follow(
      '/auth/login?provider=email&screen=register&returnTo=/',
      (location) => location.includes('/register?uid='),
    );
    const registered = await signUp.json(
      `/idp/interaction/${new URL(registerPage).searchParams.get('uid')}/register`,
      'POST',
      person,
    );
    expect(registered.status).toBe(202);
    // No SMTP_URL: the link waits in the outbox, where an admin would read it.
    const store = await createDatabase(`mysql://root@127.0.0.1:3306/${database}`);
    const verificationToken = await storedMailbox(store.repositories.outbox)
      .tokenFor(person.email, 'verify-email')
      .finally(() => store.close());

    const browser = new Browser(origin);
    const loginPage = await browser.follow(
      `/auth/login?provider=email&returnTo=/course/${courseId}`,
      (location) => location.includes('/login?uid='),
    );
    const signedIn = await browser.json(
      `/idp/interaction/${new URL(loginPage).searchParams.get('uid')}/login`,
      'POST',
      { email: person.email, password: person.password, verificationToken },
    );
    expect(signedIn.status).toBe(200);
    const { redirectTo } = (await signedIn.json()) as { redirectTo: string };
    expect(await browser.follow(redirectTo, (l) => l.includes('auth=registered'))).toBe(
      `${origin}/course/${courseId}?auth=registered`,
    );

    const checkout = await browser.json('/create-payment-intent', 'POST', { courseId });
    expect(checkout.status).toBe(200);
    const intent = (await checkout.json()) as { intentId: string; clientSecret: string };
    const confirmed = await browser.json(
      `/test-processor/payment_intents/${intent.intentId}/confirm`,
      'POST',
      successCardConfirmation(intent.clientSecret, {
        email: person.email,
        name: person.displayName,
      }),
    );
    expect(confirmed.status).toBe(200);
    const recorded = await browser.json('/payments', 'POST', {
      transactionId: intent.intentId,
      courseId,
    });
    expect([200, 201]).toContain(recorded.status);
    const payments = (await (await browser.fetch(`/api/v1/payments/${person.email}`)).json()) as {
      courseId: string;
    }[];
    expect(payments.map((payment) => payment.courseId)).toEqual([courseId]);
  });
});
