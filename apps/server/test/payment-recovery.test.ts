import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase } from './support/drop-database';
import { MYSQL_HOST, MYSQL_PORT, mysqlAvailable, uniqueDatabaseName } from './support/mysql';
import { TcpProxy } from './support/tcp-proxy';
import { successCardConfirmation } from './support/test-card';
import { startTestServer } from './support/test-server';

const available = await mysqlAvailable();
const STUDENT = 'student@classroom.test';
const OUTAGE_MS = 60_000;

describe.runIf(available)('a payment whose recording is blocked by a database outage', () => {
  const database = uniqueDatabaseName();
  const proxy = new TcpProxy(MYSQL_HOST, MYSQL_PORT);
  let server: Awaited<ReturnType<typeof startTestServer>>;

  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer test:${STUDENT}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    const port = await proxy.start();
    server = await startTestServer(
      { DATABASE_URL: `mysql://root@127.0.0.1:${port}/${database}`, REQUEST_TIMEOUT_MS: '3000' },
      {
        jobs: {
          pollMs: 200,
          reconcileAfterMs: 1_000,
          reconcileRetry: { backoffBaseMs: 1_000, backoffMaxMs: 5_000 },
        },
      },
    );
  });

  afterAll(async () => {
    await server?.stop();
    await proxy.cut();
    await dropDatabase(database);
  });

  it(`ends enrolled once, with no action from the student, after ${OUTAGE_MS / 1000} s`, async () => {
    const courses = (await call('/api/v1/all-courses?status=1&limit=60')).body as {
      _id: string;
      price: number;
    }[];
    // The demo student already learns in two demo courses: a course of neither.
    const before = (await call(`/api/v1/enrollments/${STUDENT}`)).body as { courseId: string }[];
    const paidBefore = ((await call(`/api/v1/payments/${STUDENT}`)).body as unknown[]).length;
    const course = courses.find(
      (candidate) => candidate.price > 0 && !before.some((row) => row.courseId === candidate._id),
    )!;
    const checkout = await call('/create-payment-intent', { courseId: course._id });
    expect(checkout.status).toBe(200);
    const { intentId, clientSecret } = checkout.body as { intentId: string; clientSecret: string };

    // The card is charged at the processor; then the database goes away before anything
    // records it, and the page's own recording fails.
    await proxy.cut();
    const confirmed = await call(
      `/test-processor/payment_intents/${intentId}/confirm`,
      successCardConfirmation(clientSecret),
    );
    expect(confirmed.status).toBe(200);
    expect(
      (await call('/payments', { transactionId: intentId, courseId: course._id })).status,
    ).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await proxy.restore();

    // Nobody presses anything: the checkout's reconciliation records the payment.
    let enrolled: { courseId: string }[] = [];
    for (let attempt = 0; attempt < 120 && enrolled.length === 0; attempt += 1) {
      const answer = await call(`/api/v1/enrollments/${STUDENT}`);
      if (answer.status === 200) {
        enrolled = (answer.body as { courseId: string }[]).filter(
          (row) => !before.some((earlier) => earlier.courseId === row.courseId),
        );
      }
      if (enrolled.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(enrolled.map((row) => row.courseId)).toEqual([course._id]);
    const payments = (await call(`/api/v1/payments/${STUDENT}`)).body as unknown[];
    expect(payments).toHaveLength(paidBefore + 1);
  }, 120_000);
});
