import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createUseCases, type MoneyPolicy, type UseCases, type User } from '@classroom/core';
import {
  actorOf,
  anAdmin,
  anApprovedCourse,
  anApprovedInstructor,
  aUser,
} from '@classroom/core/testing';
import { createDatabase, migrationsWith, type Database } from '@classroom/persistence-knex';
import { MemoryPaymentGateway, SequentialIdGenerator } from '@classroom/persistence-memory';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dropDatabase } from '../support/drop-database';
import { MYSQL_HOST, MYSQL_PORT, mysqlAvailable } from '../support/mysql';
import {
  insertCourse,
  insertUser,
  migrateBefore,
  BEFORE_LEDGER,
  sell,
} from './release-before-ledger';

/** Not the defaults: the sale lines written at the upgrade must follow the school's rules. */
const POLICY: MoneyPolicy = { refundDays: 14, refundMaxProgress: 30, instructorShare: 0.65 };
const DAY = 86_400_000;
const NOW = new Date('2026-11-20T12:00:00.000Z');

/** Two instructors, an admin, three students; $19.99, $49.99, $9.99 and a free course. */
function aSchool() {
  const tag = randomBytes(3).toString('hex');
  const teacher = anApprovedInstructor({ email: `teacher-${tag}@classroom.test` });
  const other = anApprovedInstructor({ email: `other-${tag}@classroom.test` });
  const admin = anAdmin({ email: `admin-${tag}@classroom.test` });
  const students = [1, 2, 3].map((n) => aUser({ email: `student${n}-${tag}@classroom.test` }));
  const course = (by: User, priceCents: number) =>
    anApprovedCourse({ by, priceCents, id: `course-${tag}-${priceCents}` });
  const courses = {
    js: course(teacher, 1999),
    css: course(teacher, 4999),
    sql: course(other, 999),
    free: course(other, 0),
  };
  // Oldest first: past the 14-day hold, within it, and one refunded after the upgrade.
  const sales = [
    { student: students[0]!, course: courses.js, daysAgo: 45 },
    { student: students[2]!, course: courses.sql, daysAgo: 40 },
    { student: students[1]!, course: courses.js, daysAgo: 10 },
    { student: students[1]!, course: courses.free, daysAgo: 5 },
    { student: students[0]!, course: courses.css, daysAgo: 3 },
  ];
  return { teacher, other, admin, students, courses, sales };
}
type School = ReturnType<typeof aSchool>;

/** A clock the test sets: each sale at its own time, then every figure read at NOW. */
class SetClock {
  at = NOW;
  now = () => new Date(this.at);
}

interface Install {
  database: Database;
  useCases: UseCases;
  gateway: MemoryPaymentGateway;
  clock: SetClock;
}

/** Today's use cases on `database`, with the card processor that took its payments. */
function today(database: Database, gateway = new MemoryPaymentGateway()): Install {
  const clock = new SetClock();
  const useCases = createUseCases({
    ...database.repositories,
    unitOfWork: database.unitOfWork,
    jobs: database.jobs,
    gateway,
    clock,
    ids: new SequentialIdGenerator(`id-${randomBytes(3).toString('hex')}-`),
    moneyPolicy: POLICY,
  });
  return { database, useCases, gateway, clock };
}

/** A fresh install of today's release, selling through today's use cases. */
async function freshInstall(url: string, school: School): Promise<Install> {
  const database = await createDatabase(url, { moneyPolicy: POLICY });
  await database.migrate();
  const install = today(database);
  const { teacher, other, admin, students, courses } = school;
  for (const user of [teacher, other, admin, ...students])
    await database.repositories.users.insert(user);
  for (const course of Object.values(courses)) await database.repositories.courses.insert(course);
  for (const sale of school.sales) {
    install.clock.at = new Date(NOW.getTime() - sale.daysAgo * DAY);
    const actor = actorOf(sale.student);
    if (!sale.course.price.isPositive()) {
      await install.useCases.enrollForFree.execute(sale.course.id, actor);
      continue;
    }
    const checkout = await install.useCases.startCheckout.execute(sale.course.id, actor);
    install.gateway.settle(checkout.intentId, 'succeeded');
    await install.useCases.confirmPayment.execute(
      { transactionId: checkout.intentId, courseId: sale.course.id },
      actor,
    );
  }
  install.clock.at = NOW;
  return install;
}

/**
 * The release before the ledger, which sold the same courses at the same times (the processor
 * verified each intent, as today).
 */
async function releaseBeforeLedger(url: string, school: School, gateway: MemoryPaymentGateway) {
  const database = await createDatabase(url, { moneyPolicy: POLICY });
  await migrateBefore(database, BEFORE_LEDGER);
  const { teacher, other, admin, students, courses } = school;
  for (const user of [teacher, other, admin, ...students]) await insertUser(database.knex, user);
  for (const course of Object.values(courses)) await insertCourse(database.knex, course);
  for (const [index, sale] of school.sales.entries()) {
    const paymentId = `old-payment-${index}`;
    let transactionId = `free_${paymentId}`;
    if (sale.course.price.isPositive()) {
      const intent = await gateway.createIntent({
        amount: sale.course.price,
        metadata: { courseId: sale.course.id, email: sale.student.email },
        idempotencyKey: paymentId,
      });
      gateway.settle(intent.id, 'succeeded');
      transactionId = intent.id;
    }
    await sell(database.knex, {
      paymentId,
      enrollmentId: `old-enrollment-${index}`,
      transactionId,
      student: sale.student,
      course: sale.course,
      at: new Date(NOW.getTime() - sale.daysAgo * DAY),
    });
  }
  return database;
}

/**
 * That release's database, upgraded to today's as the server does at start. With
 * `refundedOnTheWay`, it was first upgraded to the releases with the ledger before migration
 * 032, where the $49.99 sale from before the ledger was refunded.
 */
async function upgradedInstall(
  url: string,
  school: School,
  refundedOnTheWay: boolean,
): Promise<Install> {
  const gateway = new MemoryPaymentGateway();
  const database = await releaseBeforeLedger(url, school, gateway);
  if (refundedOnTheWay) {
    await migrateBefore(database, '032');
    await refund(today(database, gateway), school);
  }
  await database.migrate();
  return today(database, gateway);
}

/** Every figure an instructor and an admin see, without the ids each install made itself. */
async function figures({ useCases }: Install, school: School) {
  const admin = actorOf(school.admin);
  const window = { days: 60 };
  const instructors = [];
  for (const instructor of [school.teacher, school.other]) {
    const as = actorOf(instructor);
    const courses = Object.values(school.courses).filter((course) =>
      course.isOwnedBy(instructor.email),
    );
    const perCourse = [];
    for (const course of courses) {
      const { course: row, figures: shown } = await useCases.getCourseFigures.execute(
        course.id,
        as,
      );
      perCourse.push({
        course: course.id,
        totalEnrollment: row.totalEnrollment,
        enrollments: shown.enrollments,
        revenueCents: shown.revenue.cents,
        lastEnrolledAt: shown.lastEnrolledAt,
        days: await useCases.getEarningsRevenue.execute({ ...window, courseId: course.id }, as),
      });
    }
    const statement = await useCases.getEarningsStatement.execute({}, as);
    instructors.push({
      earnings: await useCases.getEarnings.execute(as),
      // What the admin reads before recording a payout.
      payoutBalance: await useCases.getEarnings.execute(admin, instructor.id),
      days: await useCases.getEarningsRevenue.execute(window, as),
      perCourse,
      statement: statement.map(({ id: _id, paymentId: _p, reference: _r, ...row }) => row),
    });
  }
  const payments = await useCases.listAllPayments.execute({}, { page: 1, limit: 50 }, admin);
  const overview = await useCases.getAdminOverview.execute(admin);
  return {
    instructors,
    revenue: await useCases.getRevenue.execute(window, admin),
    revenueByCourse: await Promise.all(
      Object.values(school.courses).map((course) =>
        useCases.getRevenue.execute({ ...window, courseId: course.id }, admin),
      ),
    ),
    overview: { days: overview.days, pending: overview.pending },
    payments: payments.items.map((payment) => ({
      email: payment.email,
      courseId: payment.courseId,
      amountCents: payment.amount.cents,
      paidAt: payment.paidAt,
      state: payment.state,
      settledAt: payment.settledAt,
    })),
  };
}

type Figures = Awaited<ReturnType<typeof figures>>;

/**
 * A sale from before the ledger refunded before migration 032 got its sale line at the refund
 * (`reversePayment`): payable from the payment itself, with a memo saying so. The ledger keeps
 * lines as written; sale and refund cancel each other, so every balance and total is a fresh
 * install's, and only these two statement lines' "available" date and memo differ.
 */
async function shownAfterUpgrade(install: Install, school: School, refundedOnTheWay: boolean) {
  const shown = await figures(install, school);
  if (!refundedOnTheWay) return shown;
  const paidAt = new Date(NOW.getTime() - school.sales[4]!.daysAgo * DAY);
  const lines = shown.instructors[0]!.statement.filter(
    (row) => row.courseId === school.courses.css.id,
  );
  expect(lines).toMatchObject([
    { kind: 'sale', availableAt: paidAt, memo: 'recorded at its reversal' },
    { kind: 'refund', availableAt: paidAt, memo: null },
  ]);
  return asUpgradedShows(shown, school, true);
}

/** The figures without those two lines' "available" date and memo. */
function asUpgradedShows(shown: Figures, school: School, refundedOnTheWay: boolean): Figures {
  if (!refundedOnTheWay) return shown;
  const [first, ...others] = shown.instructors;
  const statement = first!.statement.map(({ availableAt, memo, ...row }) =>
    row.courseId === school.courses.css.id ? row : { ...row, availableAt, memo },
  );
  return { ...shown, instructors: [{ ...first!, statement }, ...others] } as Figures;
}

/** The $49.99 sale refunded at the student's request, a minute after NOW. */
async function refund({ useCases, database, clock }: Install, school: School) {
  const student = school.sales[4]!.student;
  const enrollment = (await database.repositories.enrollments.enrollmentsOf(student.email)).find(
    (candidate) => candidate.courseId === school.courses.css.id,
  )!;
  const request = await useCases.requestRefund.execute(
    enrollment.id,
    { reason: 'Not for me' },
    actorOf(student),
  );
  clock.at = new Date(NOW.getTime() + 60_000);
  await useCases.approveRefund.execute(request.id, actorOf(school.admin));
}

/** The first instructor's available balance paid out, two minutes after NOW. */
async function payOut({ useCases, clock }: Install, school: School) {
  clock.at = new Date(NOW.getTime() + 120_000);
  const { availableCents } = await useCases.getEarnings.execute(actorOf(school.teacher));
  await useCases.recordPayout.execute(
    {
      instructorId: school.teacher.id,
      amountCents: availableCents,
      method: 'Bank transfer',
      reference: 'TR-1',
    },
    actorOf(school.admin),
  );
}

const stores: { kind: string; url: (name: string) => string; drop(name: string): Promise<void> }[] =
  [
    {
      kind: 'SQLite',
      url: (name) => `sqlite:${path.join(tmpdir(), `${name}.sqlite`)}`,
      drop: async (name) => {
        for (const end of ['', '-wal', '-shm']) {
          rmSync(path.join(tmpdir(), `${name}.sqlite${end}`), { force: true });
        }
      },
    },
    ...((await mysqlAvailable())
      ? [
          {
            kind: 'MariaDB',
            url: (name: string) => `mysql://root@${MYSQL_HOST}:${MYSQL_PORT}/${name}`,
            drop: dropDatabase,
          },
        ]
      : []),
  ];

describe.each(stores)('an upgrade from the release before the ledger ($kind)', (store) => {
  const opened: { install: Install; name: string }[] = [];
  afterEach(async () => {
    for (const { install, name } of opened.splice(0)) {
      await install.database.close();
      await store.drop(name);
    }
  });
  async function open(make: (url: string) => Promise<Install>): Promise<Install> {
    const name = `classroom_upgrade_${randomBytes(4).toString('hex')}`;
    const install = await make(store.url(name));
    opened.push({ install, name });
    return install;
  }

  it.each([
    ['straight from the release before the ledger', false],
    ['through the first releases with the ledger, where an earlier sale was refunded', true],
  ])(
    'shows instructors and admins the same figures as a fresh install that made the same sales (%s), and writes the lines once',
    async (_, refundedOnTheWay) => {
      const school = aSchool();
      const fresh = await open((url) => freshInstall(url, school));
      if (refundedOnTheWay) await refund(fresh, school);
      const upgraded = await open((url) => upgradedInstall(url, school, refundedOnTheWay));

      const expected = await figures(fresh, school);
      // 65% of each sale, rounded down: $19.99 twice and $49.99 for the first instructor, of
      // which the sale 45 days ago is past the 14-day hold; $9.99 (40 days ago) for the other.
      const css = refundedOnTheWay ? 0 : 3249;
      expect(expected.instructors.map(({ earnings }) => earnings)).toMatchObject([
        { lifetimeCents: 1299 + 1299 + css, availableCents: 1299, pendingCents: 1299 + css },
        { lifetimeCents: 649, availableCents: 649, pendingCents: 0 },
      ]);
      const total = (field: 'salesCents' | 'netCents' | 'instructorCents') =>
        expected.revenue.reduce((sum, day) => sum + day[field], 0);
      expect([total('salesCents'), total('netCents'), total('instructorCents')]).toEqual([
        1999 + 1999 + 4999 + 999,
        1999 + 1999 + (refundedOnTheWay ? 0 : 4999) + 999,
        1299 + 1299 + css + 649,
      ]);
      expect(await shownAfterUpgrade(upgraded, school, refundedOnTheWay)).toEqual(
        asUpgradedShows(expected, school, refundedOnTheWay),
      );

      // Once: the migration run again over its own work adds no line.
      const lines = () => upgraded.database.knex('ledger_entries').orderBy('seq');
      const written = await lines();
      expect(written.filter((line: { kind: string }) => line.kind === 'sale')).toHaveLength(4);
      const migration = await migrationsWith({ moneyPolicy: POLICY }).getMigration(
        '032-sales-before-ledger',
      );
      await migration.up(upgraded.database.knex);
      expect(await lines()).toEqual(written);

      for (const install of [fresh, upgraded]) {
        if (!refundedOnTheWay) await refund(install, school);
        await payOut(install, school);
      }
      const after = await figures(fresh, school);
      expect(after.instructors[0]!.earnings).toMatchObject({
        lifetimeCents: 1299 + 1299,
        availableCents: 0,
        pendingCents: 1299,
        paidOutCents: 1299,
      });
      expect(await shownAfterUpgrade(upgraded, school, refundedOnTheWay)).toEqual(
        asUpgradedShows(after, school, refundedOnTheWay),
      );
    },
  );
});

describe("the operator's migrate commands", { timeout: 120_000 }, () => {
  const root = fileURLToPath(new URL('../../../..', import.meta.url));
  const folder = mkdtempSync(path.join(tmpdir(), 'classroom-upgrade-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each([
    ['npm run cli -- migrate', 'apps/server/src/cli.ts'],
    ['npm run db:migrate', 'apps/server/src/demo/db-command.ts'],
  ])(
    '%s writes the sale lines by the school’s INSTRUCTOR_SHARE and REFUND_DAYS',
    async (_, script) => {
      const url = `sqlite:${path.join(folder, `${randomBytes(4).toString('hex')}.sqlite`)}`;
      const school = aSchool();
      await (await releaseBeforeLedger(url, school, new MemoryPaymentGateway())).close();
      await promisify(execFile)(process.execPath, ['--import', 'tsx', script, 'migrate'], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: url,
          VAR_DIR: folder,
          INSTRUCTOR_SHARE: '0.65',
          REFUND_DAYS: '14',
        },
      });
      const database = await createDatabase(url);
      const [first] = await database.knex('ledger_entries').orderBy('created_at');
      await database.close();
      const paidAt = NOW.getTime() - 45 * DAY;
      expect(first).toMatchObject({
        kind: 'sale',
        course_id: school.courses.js.id,
        instructor_id: school.teacher.id,
        instructor_cents: 1299,
        platform_cents: 700,
        available_at: paidAt + 14 * DAY,
        created_at: paidAt,
      });
    },
  );
});
