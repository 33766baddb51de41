// npm run bench:tables — the dashboards' tables at 10,000 rows each: people, courses,
// revisions, payments, refund requests, payouts, audit entries, outbox messages, certificates,
// one course taken by all 10,000 people and one instructor's 10,000 files, on SQLite and on
// MySQL/MariaDB (MYSQL_URL or 127.0.0.1:3306). Not a test: it prints each query's p50
// and p99 in milliseconds, through the repositories as the API runs them, and their ratio to a
// baseline measured in the same run (reading one user by id). The target is p99 <= 50 ms.
import { mkdirSync, rmSync } from 'node:fs';
import { createDatabase, type Database } from '@classroom/persistence-knex';
import {
  insertMoneyAuditRows,
  moneyAuditWorld,
} from '../../adapters/persistence-knex/test/money-audit-rows';
import {
  insertLearnerMediaWorld,
  learnerMediaWorld,
} from '../../adapters/persistence-knex/test/learner-media-rows';
import {
  insertTableRevisions,
  insertTableWorld,
  tableRevisions,
} from '../../adapters/persistence-knex/test/table-rows';
import {
  insertMailCertificateRows,
  mailCertificateWorld,
} from '../../adapters/persistence-knex/test/mail-certificate-rows';

const COUNT = 10_000;
const RUNS = 300;
const TARGET_P99_MS = 50;
const page = { page: 1, limit: 10 };
const deep = { page: 400, limit: 10 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let warm = 0; warm < 20; warm += 1) await run();
  const times: number[] = [];
  for (let n = 0; n < RUNS; n += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function measure(label: string, database: Database): Promise<boolean> {
  const { users, courses, revisions, money, audit, outbox, certificates } = database.repositories;
  const { lessonProgress, mediaAssets } = database.repositories;
  const world = moneyAuditWorld(COUNT);
  await insertTableWorld(database.knex, world);
  await insertMoneyAuditRows(database.knex, world);
  await insertTableRevisions(database.knex, tableRevisions(world.courses));
  await insertMailCertificateRows(database.knex, mailCertificateWorld(COUNT));
  // The course's students are the people above: the users table stays at 10,000 (and one).
  const learners = learnerMediaWorld(COUNT, world.users);
  await insertLearnerMediaWorld(database.knex, learners);
  const course = learners.course.id;
  const owner = learners.instructor.id;
  const someone = world.users[COUNT / 2]!.id;
  const baseline = await time(() => users.findById(someone));
  const queries: [string, () => Promise<unknown>][] = [
    ['users: all, newest', () => users.query({}, page)],
    ['users: search "linus"', () => users.query({ text: 'linus' }, page)],
    ['users: suspended, by name', () => users.query({ state: 'suspended', sort: 'name' }, page)],
    ['users: admins, page 400', () => users.query({ role: 'user' }, deep)],
    ['applications: pending first', () => users.queryApplicants({ pendingFirst: true }, page)],
    [
      'applications: search, rejected',
      () => users.queryApplicants({ text: 'grace', status: 'rejected' }, page),
    ],
    [
      'courses: pending first, popular',
      () => courses.query({ pendingFirst: true, sort: 'popular' }, page),
    ],
    [
      'courses: search "python", pending',
      () => courses.query({ text: 'python', status: 'pending' }, page),
    ],
    ['courses: by price, page 400', () => courses.query({ sort: 'price-desc' }, deep)],
    [
      'courses: one instructor, by name',
      () =>
        courses.query({ instructorEmail: world.courses[0]!.instructor.email, sort: 'name' }, page),
    ],
    ['revisions: pending', () => revisions.list({ status: 'pending' }, page)],
    [
      'revisions: search "guitar", oldest',
      () => revisions.list({ text: 'guitar', sort: 'oldest' }, page),
    ],
    ['revisions: page 400', () => revisions.list({}, deep)],
    ['payments: newest', () => money.searchPayments({}, page)],
    [
      'payments: search "grace", refunded',
      () => money.searchPayments({ student: 'grace', state: 'refunded' }, page),
    ],
    ['payments: by amount, page 400', () => money.searchPayments({ sort: 'amount-desc' }, deep)],
    ['refunds: pending first', () => money.refundRequests({ pendingFirst: true }, page)],
    [
      'refunds: search "grace", by amount',
      () => money.refundRequests({ text: 'grace', sort: 'amount-desc' }, page),
    ],
    ['refunds: oldest, page 400', () => money.refundRequests({ sort: 'oldest' }, deep)],
    ['payouts: newest', () => money.payouts({}, page)],
    [
      'payouts: search "paypal", by amount',
      () => money.payouts({ text: 'paypal', sort: 'amount-desc' }, page),
    ],
    [
      'payouts: one instructor',
      () => money.payouts({ instructorId: world.payouts[0]!.instructorId }, page),
    ],
    ['audit: newest', () => audit.list({}, page)],
    ['audit: search "linus"', () => audit.list({ text: 'linus' }, page)],
    ['audit: oldest, page 400', () => audit.list({ sort: 'oldest' }, deep)],
    ['outbox: newest', () => outbox.list({}, page)],
    ['outbox: search "grace", sent', () => outbox.list({ text: 'grace', status: 'sent' }, page)],
    [
      'outbox: search "certificate for", oldest',
      () => outbox.list({ text: 'certificate for', sort: 'oldest' }, page),
    ],
    ['outbox: failed, page 200', () => outbox.list({ status: 'failed' }, { page: 200, limit: 10 })],
    ['outbox: oldest, page 400', () => outbox.list({ sort: 'oldest' }, deep)],
    ['certificates: newest', () => certificates.list({}, page)],
    [
      'certificates: search "yoga", revoked',
      () => certificates.list({ search: 'yoga', state: 'revoked' }, page),
    ],
    ['certificates: by code', () => certificates.list({ search: 'gsc-t321-4321' }, page)],
    [
      'certificates: valid, by holder',
      () => certificates.list({ state: 'valid', sort: 'holder' }, page),
    ],
    ['certificates: oldest, page 400', () => certificates.list({ sort: 'oldest' }, deep)],
    ['learners: all, newest', () => lessonProgress.studentsOf(course, {}, page)],
    [
      'learners: search "grace", by progress',
      () => lessonProgress.studentsOf(course, { text: 'grace', sort: 'progress-desc' }, page),
    ],
    [
      'learners: in progress, by progress',
      () => lessonProgress.studentsOf(course, { state: 'in-progress', sort: 'progress-asc' }, page),
    ],
    [
      'learners: not started, page 400',
      () => lessonProgress.studentsOf(course, { state: 'not-started' }, { page: 400, limit: 10 }),
    ],
    [
      'learners: by name, page 400',
      () => lessonProgress.studentsOf(course, { sort: 'name' }, deep),
    ],
    ['learners: figures (all students)', () => lessonProgress.courseTotals(course)],
    ['media: all, newest', () => mediaAssets.listByOwner(owner, {}, page)],
    [
      'media: search "guitar", videos, ready',
      () =>
        mediaAssets.listByOwner(owner, { text: 'guitar', kind: 'video', status: 'ready' }, page),
    ],
    ['media: by size, page 400', () => mediaAssets.listByOwner(owner, { sort: 'size-desc' }, deep)],
    [
      'media: failed, by name',
      () => mediaAssets.listByOwner(owner, { status: 'failed', sort: 'name' }, page),
    ],
  ];
  console.log(`\n${label}: ${COUNT} rows in each table; ${RUNS} runs each`);
  console.log(
    `  baseline (one user by id): p50 ${baseline.p50.toFixed(2)} ms, p99 ${baseline.p99.toFixed(2)} ms`,
  );
  let within = true;
  for (const [name, run] of queries) {
    const { p50, p99 } = await time(run);
    const ok = p99 <= TARGET_P99_MS;
    within &&= ok;
    console.log(
      `  ${name.padEnd(38)} p50 ${p50.toFixed(2).padStart(6)} ms  p99 ${p99.toFixed(2).padStart(6)} ms  ` +
        `(${(p99 / baseline.p99).toFixed(1)}x baseline) ${ok ? 'ok' : `over ${TARGET_P99_MS} ms`}`,
    );
  }
  return within;
}

async function main() {
  mkdirSync('var/bench', { recursive: true });
  const file = 'var/bench/tables.sqlite';
  rmSync(file, { force: true });
  const sqlite = await createDatabase(`sqlite:${file}`);
  await sqlite.migrate();
  let within = await measure('SQLite', sqlite);
  await sqlite.close();

  const server = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/x').replace(/\/[^/]*$/, '');
  const name = `classroom_bench_tables_${process.pid}`;
  try {
    const mysql = await createDatabase(`${server}/${name}`);
    try {
      await mysql.migrate();
      within = (await measure('MySQL', mysql)) && within;
    } finally {
      await mysql.knex.raw('DROP DATABASE IF EXISTS ??', [name]);
      await mysql.close();
    }
  } catch (error) {
    console.log(`\nMySQL skipped: ${(error as Error).message}`);
  }
  console.log(
    within
      ? `\nEvery query within p99 <= ${TARGET_P99_MS} ms.`
      : '\nSome queries are over the target.',
  );
}

await main();
