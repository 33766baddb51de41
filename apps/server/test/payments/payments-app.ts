import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUseCases, parseEmail, type Course, type UseCases, type User } from '@classroom/core';
import { anApprovedCourse, aUser, testMailUseCases } from '@classroom/core/testing';
import { createApp } from '@classroom/http-koa';
import { memoryCertification } from '@classroom/persistence-memory';
import { TestPaymentProcessor, testProcessorRoutes } from '@classroom/payments-test';
import { openStore, type StoreKind, type TestStore } from './stores';

/** An answer as the tests read it: the status and the parsed JSON (asserted field by field). */
export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests assert each field
  body: Record<string, any>;
}

export interface PaymentsApp {
  store: TestStore;
  processor: TestPaymentProcessor;
  useCases: UseCases;
  call(
    method: string,
    path: string,
    as: User | null,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>;
  student(): Promise<User>;
  course(priceCents?: number): Promise<Course>;
  checkout(student: User, course: Course): Promise<Answer>;
  confirm(intentId: string, clientSecret: string, number: string): Promise<Answer>;
  report(student: User, transactionId: string, course?: Course): Promise<Answer>;
  figures(
    student: User,
    course: Course,
  ): Promise<{ payments: number; enrollments: number; count: number | undefined }>;
  close(): Promise<void>;
}

/**
 * The real Koa app with the test card processor, as the server wires it, on a store of the
 * given kind. A test authenticator reads `Authorization: Bearer test:<email>`.
 * `processorEvents: false` leaves the processor's events undelivered (a webhook that never
 * came), so tests can race the page's report against redelivered events themselves.
 */
export async function paymentsApp(
  kind: StoreKind,
  options: { processorEvents?: boolean } = {},
): Promise<PaymentsApp> {
  const store = await openStore(kind);
  const processor = new TestPaymentProcessor();
  const useCases = createUseCases({
    ...store,
    gateway: processor,
    clock: { now: () => new Date() },
    ids: { next: () => randomUUID() },
  });
  if (options.processorEvents !== false) {
    processor.onEvent((event) =>
      useCases.handlePaymentEvent.execute(event.rawBody, event.signature),
    );
  }
  const app = createApp({
    useCases,
    mail: testMailUseCases(store),
    certification: memoryCertification(store, { now: () => new Date() }).useCases,
    authenticate: async (ctx) => {
      const match = /^Bearer test:(.+)$/.exec(ctx.get('Authorization'));
      return match?.[1] ? { email: parseEmail(match[1]) } : null;
    },
    idempotencyKeys: store.idempotencyKeys,
    routers: [testProcessorRoutes(processor)],
    publicConfig: {
      payments: processor.publicConfig,
      googleEnabled: false,
      schoolName: 'GS Classroom',
      refunds: { windowDays: 30 },
    },
    rateLimits: false,
    requestTimeoutMs: 30_000,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(
    method: string,
    path: string,
    as: User | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(as ? { Authorization: `Bearer test:${as.email}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    // Anything but JSON (a CSV download) is handed over as its text.
    if (text && !response.headers.get('content-type')?.includes('json')) {
      return { status: response.status, body: { text } };
    }
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  }

  return {
    store,
    processor,
    useCases,
    call,
    async student(): Promise<User> {
      const user = aUser({ email: `student-${randomUUID().slice(0, 8)}@classroom.test` });
      await store.users.insert(user);
      return user;
    },
    async course(priceCents = 4999): Promise<Course> {
      const instructor = aUser({ email: `instructor-${randomUUID().slice(0, 8)}@classroom.test` });
      const course = anApprovedCourse({ priceCents, id: randomUUID(), by: instructor });
      await store.users.insert(instructor);
      await store.courses.insert(course);
      return course;
    },
    /** POST /create-payment-intent for the course. */
    checkout: (student: User, course: Course) =>
      call('POST', '/create-payment-intent', student, { courseId: course.id, price: 0.01 }),
    /** What the payment page does with the card form in test mode. */
    confirm: (intentId: string, clientSecret: string, number: string) =>
      call('POST', `/test-processor/payment_intents/${intentId}/confirm`, null, {
        clientSecret,
        card: { number, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
        billingDetails: { email: 'anonymous', name: 'anonymous' },
      }),
    /** POST /payments, the page's report after the card was confirmed. */
    report: (student: User, transactionId: string, course?: Course) =>
      call('POST', '/payments', student, {
        transactionId,
        ...(course ? { courseId: course.id } : {}),
        price: 0.01,
      }),
    /** The rows that count: a student's payments and enrollments, the course's counter. */
    async figures(student: User, course: Course) {
      const payments = await store.enrollments.paymentsOf(student.email);
      const enrollments = await store.enrollments.enrollmentsOf(student.email);
      return {
        payments: payments.filter((payment) => payment.courseId === course.id).length,
        enrollments: enrollments.filter((entry) => entry.courseId === course.id).length,
        count: (await store.courses.findById(course.id))?.totalEnrollment,
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await store.close();
    },
  };
}
