// npm run bench:tables — the dashboards' tables at 10,000 people and 10,000 courses (one course
// taken by all 10,000 people, one instructor's 10,000 files), on SQLite
// and on MySQL/MariaDB (MYSQL_URL or 127.0.0.1:3306). Not a test: it prints each query's p50
// and p99 in milliseconds, through the repositories as the API runs them, and their ratio to a
// baseline measured in the same run (reading one user by id). The target is p99 <= 50 ms.
import { mkdirSync, rmSync } from 'node:fs';
import { createDatabase, type Database } from '@classroom/persistence-knex';
import {
  insertLearnerMediaWorld,
  learnerMediaWorld,
} from '../../adapters/persistence-knex/test/learner-media-rows';
import { insertTableWorld, tableWorld } from '../../adapters/persistence-knex/test/table-rows';

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
  const { users, courses, revisions, lessonProgress, mediaAssets } = database.repositories;
  const world = tableWorld(COUNT);
  await insertTableWorld(database.knex, world);
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
  console.log(`\n${label}: ${COUNT} people, ${COUNT} courses, ${RUNS} runs each`);
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
