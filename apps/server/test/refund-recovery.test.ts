import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PaymentGatewayError, type PaymentGateway, type ProcessorRefund } from '@classroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase } from './support/drop-database';
import { MYSQL_HOST, MYSQL_PORT, mysqlAvailable, uniqueDatabaseName } from './support/mysql';
import { makeReadOnly } from './support/read-only';
import { TcpProxy } from './support/tcp-proxy';
import { successCardConfirmation } from './support/test-card';
import { startTestServer } from './support/test-server';

const STUDENT = 'student@classroom.test';
const ADMIN = 'admin@classroom.test';

/** A database the test can take away from the server and give back. */
interface Outage {
  env: Record<string, string>;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** MariaDB behind a TCP proxy: cut, every connection drops and none opens. */
async function mysqlOutage(): Promise<Outage> {
  const database = uniqueDatabaseName();
  const proxy = new TcpProxy(MYSQL_HOST, MYSQL_PORT);
  const port = await proxy.start();
  return {
    env: { DATABASE_URL: `mysql://root@127.0.0.1:${port}/${database}` },
    cut: () => proxy.cut(),
    restore: () => proxy.restore(),
    async close() {
      await proxy.cut();
      await dropDatabase(database);
    },
  };
}

/** The SQLite file and its write-ahead log made unwritable: every write fails, reads go on. */
async function sqliteOutage(): Promise<Outage> {
  const dir = mkdtempSync(path.join(tmpdir(), 'classroom-refund-fault-'));
  const file = path.join(dir, 'classroom.sqlite');
  let undo: (() => void)[] = [];
  return {
    env: { DATABASE_URL: `sqlite:${file}`, VAR_DIR: dir },
    async cut() {
      undo = [makeReadOnly(file), makeReadOnly(`${file}-wal`)];
    },
    async restore() {
      for (const step of undo.splice(0)) step();
    },
    async close() {
      for (const step of undo.splice(0)) step();
    },
  };
}

const stores: [string, () => Promise<Outage>][] = [
  ['SQLite', sqliteOutage],
  ...((await mysqlAvailable())
    ? [['MariaDB', mysqlOutage] as [string, () => Promise<Outage>]]
    : []),
];

describe.each(stores)('a refund approval cut short by a database outage (%s)', (_, open) => {
  let outage: Outage;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  /** What the processor does when the use cases ask for a refund; null: it refunds. */
  let onRefund: ((refund: () => Promise<ProcessorRefund>) => Promise<ProcessorRefund>) | null =
    null;

  const call = async (as: string, method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { Authorization: `Bearer test:${as}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted field by field
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    outage = await open();
    server = await startTestServer(
      { ...outage.env, REQUEST_TIMEOUT_MS: '3000' },
      {
        jobs: {
          pollMs: 200,
          reconcileAfterMs: 1_000,
          reconcileRetry: { backoffBaseMs: 500, backoffMaxMs: 2_000 },
        },
        payments: {
          // The processor's refund event is redelivered three times, quickly, then given up.
          retryDelays: [50, 100, 150],
          gateway: (processor: PaymentGateway): PaymentGateway => ({
            testMode: processor.testMode,
            createIntent: (input) => processor.createIntent(input),
            retrieveIntent: (id) => processor.retrieveIntent(id),
            parseEvent: (body, signature) => processor.parseEvent(body, signature),
            refund: (input) => {
              const refund = () => processor.refund(input);
              return onRefund ? onRefund(refund) : refund();
            },
          }),
        },
      },
    );
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await outage?.close();
  });

  /** The demo student buys a priced demo course they do not have, and asks for a refund. */
  async function requestedRefund() {
    const courses = (await call(STUDENT, 'GET', '/api/v1/all-courses?status=1&limit=60')).body as {
      _id: string;
      price: number;
      instructorEmail: string;
    }[];
    const mine = (await call(STUDENT, 'GET', `/api/v1/payments/${STUDENT}`)).body as {
      courseId: string;
    }[];
    const course = courses.find(
      (candidate) => candidate.price > 0 && !mine.some((row) => row.courseId === candidate._id),
    )!;
    const checkout = await call(STUDENT, 'POST', '/create-payment-intent', {
      courseId: course._id,
    });
    const { intentId, clientSecret } = checkout.body as { intentId: string; clientSecret: string };
    const paid = await call(
      STUDENT,
      'POST',
      `/test-processor/payment_intents/${intentId}/confirm`,
      successCardConfirmation(clientSecret),
    );
    expect(paid.status).toBe(200);
    const enrollments = (await call(STUDENT, 'GET', `/api/v1/enrollments/${STUDENT}`)).body as {
      _id: string;
      courseId: string;
    }[];
    const enrollment = enrollments.find((row) => row.courseId === course._id)!;
    const asked = await call(
      STUDENT,
      'POST',
      `/api/v1/enrollments/${enrollment._id}/refund-requests`,
      {},
    );
    expect(asked.status).toBe(201);
    return {
      requestId: asked.body._id as string,
      paymentId: asked.body.paymentId as string,
      instructor: course.instructorEmail,
    };
  }

  const statusOf = async (requestId: string) => {
    const answer = await call(STUDENT, 'GET', '/api/v1/refund-requests');
    return answer.status === 200
      ? (answer.body as { _id: string; status: string }[]).find((row) => row._id === requestId)
          ?.status
      : undefined;
  };

  /** Nobody presses anything: the reconciliation job finishes the refund. */
  async function expectRefundedOnce({
    requestId,
    paymentId,
    instructor,
  }: Awaited<ReturnType<typeof requestedRefund>>) {
    await expect
      .poll(() => statusOf(requestId), { timeout: 30_000, interval: 250 })
      .toBe('refunded');
    const payments = (await call(STUDENT, 'GET', `/api/v1/payments/${STUDENT}`)).body as {
      _id: string;
      reversal: string | null;
    }[];
    expect(payments.find((payment) => payment._id === paymentId)?.reversal).toBe('refund');
    const statement = await call(instructor, 'GET', '/api/v1/instructor/earnings/statement');
    const lines = (statement.body.rows as { paymentId: string; kind: string }[])
      .filter((row) => row.paymentId === paymentId)
      .map((row) => row.kind)
      .sort();
    expect(lines).toEqual(['refund', 'sale']);
    const again = await call(
      ADMIN,
      'PATCH',
      `/api/v1/admin/refund-requests/${requestId}/approve`,
      {},
    );
    expect(again.status).toBe(409);
  }

  it('finishes a refund the processor made after the approval committed, its event lost', async () => {
    const refund = await requestedRefund();
    onRefund = async (processorRefund) => {
      await outage.cut();
      return processorRefund();
    };

    const approval = await call(
      ADMIN,
      'PATCH',
      `/api/v1/admin/refund-requests/${refund.requestId}/approve`,
      {},
    );
    expect(approval.status).toBe(503);
    // The event's four deliveries (at once, then after 50, 100 and 150 ms) all met the outage.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    onRefund = null;
    await outage.restore();

    await expectRefundedOnce(refund);
  }, 120_000);

  it('finishes a refund the processor never answered while the approval could not be undone', async () => {
    const refund = await requestedRefund();
    onRefund = async () => {
      await outage.cut();
      throw new PaymentGatewayError();
    };

    const approval = await call(
      ADMIN,
      'PATCH',
      `/api/v1/admin/refund-requests/${refund.requestId}/approve`,
      {},
    );
    expect(approval.status).toBe(503);
    onRefund = null;
    await outage.restore();

    await expectRefundedOnce(refund);
  }, 120_000);
});
