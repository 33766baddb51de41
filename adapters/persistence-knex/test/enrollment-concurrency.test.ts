import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCases, type Course } from '@classroom/core';
import { anApprovedCourse, anApprovedInstructor, aUser } from '@classroom/core/testing';
import {
  FixedClock,
  MemoryPaymentGateway,
  SequentialIdGenerator,
} from '@classroom/persistence-memory';
import type { Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';
import { openSqliteTestDatabase } from './sqlite-test-database';

/** The real enrollment flow (ConfirmPayment) over the Knex store, many requests at once. */
function concurrencySuite(open: () => Promise<{ database: Database; drop(): Promise<void> }>) {
  let database: Database;
  let drop: () => Promise<void>;
  // One processor for the whole suite: its intent ids are transaction ids, unique per store.
  const gateway = new MemoryPaymentGateway();
  beforeAll(async () => {
    ({ database, drop } = await open());
  });
  afterAll(async () => {
    await drop?.();
  });

  async function world() {
    const useCases = createUseCases({
      ...database.repositories,
      unitOfWork: database.unitOfWork,
      jobs: database.jobs,
      gateway,
      ids: new SequentialIdGenerator(`c${Math.random().toString(36).slice(2, 8)}-`),
      clock: new FixedClock(),
    });
    const instructor = anApprovedInstructor();
    await database.repositories.users.insert(instructor);
    const course = anApprovedCourse({ by: instructor, priceCents: 2500 });
    await database.repositories.courses.insert(course);
    return { gateway, useCases, course };
  }

  async function paidIntent(gateway: MemoryPaymentGateway, course: Course, email: string) {
    const { id } = await gateway.createIntent({
      amount: course.price,
      metadata: { courseId: course.id, email },
      idempotencyKey: `${email}-${course.id}`,
    });
    gateway.settle(id, 'succeeded');
    return id;
  }

  it('counts 50 students paying for one course at the same moment', async () => {
    const { gateway, useCases, course } = await world();
    const students = Array.from({ length: 50 }, () => aUser());
    for (const student of students) await database.repositories.users.insert(student);
    const intents = await Promise.all(
      students.map((student) => paidIntent(gateway, course, student.email)),
    );

    const outcomes = await Promise.all(
      students.map((student, i) =>
        useCases.confirmPayment.execute(
          { transactionId: intents[i]!, courseId: course.id },
          { email: student.email },
        ),
      ),
    );

    expect(outcomes.every((outcome) => outcome.created)).toBe(true);
    expect((await database.repositories.courses.findById(course.id))?.totalEnrollment).toBe(50);
    expect((await database.repositories.enrollments.figuresOf(course.id)).enrollments).toBe(50);
  });

  it('records one payment and one enrollment for 20 confirmations of one transaction', async () => {
    const { gateway, useCases, course } = await world();
    const student = aUser();
    await database.repositories.users.insert(student);
    const intent = await paidIntent(gateway, course, student.email);

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        useCases.confirmPayment.execute(
          { transactionId: intent, courseId: course.id },
          { email: student.email },
        ),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.payment.id)).size).toBe(1);
    expect(await database.repositories.enrollments.paymentsOf(student.email)).toHaveLength(1);
    expect(await database.repositories.enrollments.enrollmentsOf(student.email)).toHaveLength(1);
    expect((await database.repositories.courses.findById(course.id))?.totalEnrollment).toBe(1);
  });
}

describe('enrollment under concurrency, SQLite', () => {
  concurrencySuite(() => openSqliteTestDatabase('sqlite'));
});

describe.runIf(mySqlReachable)('enrollment under concurrency, MySQL', () => {
  concurrencySuite(() => openMySqlTestDatabase('concurrency'));
});
