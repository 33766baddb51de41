import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseStudent, LearnerState, MediaAsset } from '@classroom/core';
import { createDatabase, type Database } from '../src/index';
import { insertLearnerMediaWorld, learnerMediaWorld } from './learner-media-rows';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

const COUNT = 10_000;
const page = { page: 1, limit: 10 };
const world = learnerMediaWorld(COUNT);
const has = (text: string, ...values: string[]) =>
  values.some((value) => value.toLowerCase().includes(text.toLowerCase()));
const opened = new Set(world.progress.map((row) => row.enrollmentId));
const stateOf = (enrollment: (typeof world.enrollments)[number]): LearnerState =>
  enrollment.completedAt ? 'completed' : opened.has(enrollment.id) ? 'in-progress' : 'not-started';
const nameOf = new Map(world.students.map((user) => [user.email, user.displayName]));
const mine = world.assets.filter((asset) => asset.ownerId === world.instructor.id);

/** What the store must answer, computed over the generated rows. */
const expected = {
  states: Object.fromEntries(
    (['completed', 'in-progress', 'not-started'] as const).map((state) => [
      state,
      world.enrollments.filter((row) => stateOf(row) === state).length,
    ]),
  ),
  gracesInProgress: world.enrollments.filter(
    (row) => stateOf(row) === 'in-progress' && has('grace', nameOf.get(row.email)!, row.email),
  ).length,
  readyGuitarVideos: mine.filter(
    (asset) => asset.kind === 'video' && asset.status === 'ready' && has('guitar', asset.name),
  ).length,
};

/**
 * A course's students and a media library at 10,000 rows each: search, filters and sorts run
 * in the store and answer what the rows hold (bench/tables times them).
 */
function largeTables(open: () => Promise<{ database: Database; close(): Promise<void> }>) {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await open());
    await insertLearnerMediaWorld(database.knex, world);
  }, 120_000);
  afterAll(async () => close?.());

  const students = (
    query: Parameters<Database['repositories']['lessonProgress']['studentsOf']>[1],
    at = page,
  ) => database.repositories.lessonProgress.studentsOf(world.course.id, query, at);

  it("filters a course's students by standing, and keeps the figures over all of them", async () => {
    for (const [state, total] of Object.entries(expected.states)) {
      const found = await students({ state: state as LearnerState });
      expect(found.total).toBe(total);
    }
    expect(expected.states['completed']).toBe(COUNT / 10);
    const totals = await database.repositories.lessonProgress.courseTotals(world.course.id);
    expect(totals).toMatchObject({ enrolled: COUNT, completed: COUNT / 10 });
  });

  it('searches the students by name and e-mail, sorted by progress, and pages deep', async () => {
    const found = await students({ text: 'grace', state: 'in-progress', sort: 'progress-desc' });
    expect(found.total).toBe(expected.gracesInProgress);
    const percents = found.items.map((row: CourseStudent) => row.progressPercent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(found.items.every((row) => row.lastActivityAt !== null)).toBe(true);
    expect((await students({ text: 'learner4321@' })).items.map((row) => row.email)).toEqual([
      'learner4321@lm.test',
    ]);
    expect((await students({ text: '100%_' })).total).toBe(0);

    const byName = await students({ sort: 'name' }, { page: 400, limit: 10 });
    const names = byName.items.map((row) => row.name);
    expect(names).toHaveLength(10);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const oldest = await students({ sort: 'oldest' }, { page: 1000, limit: 10 });
    expect(oldest.items.at(-1)?.enrollmentId).toBe(`lm-enrollment-${COUNT - 1}`);
  });

  it('searches a media library by name, filtered by kind and state, sorted by size', async () => {
    const { mediaAssets } = database.repositories;
    const owner = world.instructor.id;
    const found = await mediaAssets.listByOwner(
      owner,
      { text: 'guitar', kind: 'video', status: 'ready', sort: 'size-desc' },
      page,
    );
    expect(found.total).toBe(expected.readyGuitarVideos);
    const sizes = found.items.map((asset: MediaAsset) => asset.toProps().size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(found.items.every((asset) => asset.kind === 'video' && asset.status === 'ready')).toBe(
      true,
    );
    expect((await mediaAssets.listByOwner(owner, {}, page)).total).toBe(COUNT);
    const failed = await mediaAssets.listByOwner(owner, { status: 'failed' }, page);
    expect(failed.total).toBe(mine.filter((asset) => asset.status === 'failed').length);
    const deep = await mediaAssets.listByOwner(owner, { sort: 'name' }, { page: 400, limit: 10 });
    expect(deep.items).toHaveLength(10);
  });
}

describe("a course's students and a media library at 10,000 rows, SQLite", () => {
  largeTables(async () => {
    const database = await createDatabase('sqlite::memory:');
    await database.migrate();
    return { database, close: () => database.close() };
  });
});

describe.runIf(mySqlReachable)(
  "a course's students and a media library at 10,000 rows, MySQL",
  () => {
    largeTables(async () => {
      const { database, drop } = await openMySqlTestDatabase('learners_media');
      return { database, close: drop };
    });
  },
);
