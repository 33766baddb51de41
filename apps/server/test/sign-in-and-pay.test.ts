import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/config';
import { startServer, type StartedServer } from '../src/server';
import { Browser } from './support/browser';
import { freePort } from './support/free-port';
import { successCardConfirmation } from './support/test-card';

let server: StartedServer;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const varDir = mkdtempSync(path.join(tmpdir(), 'classroom-wired-'));
  const config = parseConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    VAR_DIR: varDir,
    DATABASE_URL: `sqlite:${path.join(varDir, 'classroom.sqlite')}`,
    LOG_LEVEL: 'silent',
    // The website states the school's refund window from the configuration.
    REFUND_DAYS: '14',
  });
  server = await startServer(config, pino({ level: 'silent' }));
});

afterAll(() => server?.stop());

describe('the composed server', () => {
  it('signs a demo student in through the bundled provider and sells a course', async () => {
    const browser = new Browser(origin);
    const loginPage = await browser.follow(
      '/auth/login?provider=email&returnTo=/all-courses',
      (l) => l.includes('/login?uid='),
    );
    const uid = new URL(loginPage).searchParams.get('uid')!;
    const signIn = await browser.json(`/idp/interaction/${uid}/login`, 'POST', {
      email: 'student@classroom.test',
      password: 'classroom123',
    });
    expect(signIn.status).toBe(200);
    const { redirectTo } = (await signIn.json()) as { redirectTo: string };
    const landed = await browser.follow(redirectTo, (l) => l.includes('auth=signed-in'));
    expect(landed).toBe(`${origin}/all-courses?auth=signed-in`);
    const session = (await (await browser.fetch('/auth/session')).json()) as {
      user: { email: string } | null;
    };
    expect(session.user?.email).toBe('student@classroom.test');

    // Cookie-authenticated writes need the CSRF header.
    const courses = (await (await browser.fetch('/api/v1/courses?status=1&limit=1')).json()) as {
      _id: string;
      price: number;
    }[];
    const course = courses[0]!;
    const forged = await browser.fetch('/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ courseId: course._id }),
    });
    expect(forged.status).toBe(403);

    const checkout = await browser.json('/create-payment-intent', 'POST', {
      courseId: course._id,
      price: 0.01,
    });
    expect(checkout.status).toBe(200);
    const intent = (await checkout.json()) as {
      intentId: string;
      clientSecret: string;
      amount: number;
    };
    expect(intent.amount).toBe(course.price);
    const confirmed = await browser.json(
      `/test-processor/payment_intents/${intent.intentId}/confirm`,
      'POST',
      successCardConfirmation(intent.clientSecret),
    );
    expect(confirmed.status).toBe(200);
    const recorded = await browser.json('/payments', 'POST', {
      transactionId: intent.intentId,
      courseId: course._id,
    });
    expect([200, 201]).toContain(recorded.status);
    const enrolled = await browser.json(`/enroll/${course._id}`, 'PATCH');
    expect(await enrolled.json()).toEqual({ modifiedCount: 1 });
    const payments = (await (
      await browser.fetch('/api/v1/payments/student@classroom.test')
    ).json()) as {
      courseId: string;
    }[];
    expect(payments.map((payment) => payment.courseId)).toContain(course._id);
  });

  it('refuses the admin routes to visitors and tells the website its configuration', async () => {
    expect((await fetch(`${origin}/api/v1/users`)).status).toBe(401);
    const config = (await (await fetch(`${origin}/api/v1/config`)).json()) as unknown;
    expect(config).toEqual({
      payments: { mode: 'test' },
      googleEnabled: false,
      schoolName: 'GS Classroom',
      refunds: { windowDays: 14 },
    });
  });
});
