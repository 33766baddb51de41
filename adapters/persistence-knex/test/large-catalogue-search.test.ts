import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anApprovedCourse, anApprovedInstructor } from '@classroom/core/testing';
import type { Course } from '@classroom/core';
import { toCourseRow } from '../src/course-row';
import { createDatabase, indexCourseWords, SEARCH_CANDIDATES, type Database } from '../src/index';
import { SCAN_STEP } from '../src/mysql-course-search';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

const FILLER = SCAN_STEP + 150;
const at = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 60_000);
const ids = (courses: Course[]) => courses.map((course) => course.id);

/** More courses than one scan step, so every path of the search runs as it would at scale. */
function largeCatalogueSuite(open: () => Promise<{ database: Database; drop(): Promise<void> }>) {
  let database: Database;
  let drop: () => Promise<void>;
  let rare: Course[];
  beforeAll(async () => {
    ({ database, drop } = await open());
    const instructor = anApprovedInstructor();
    await database.repositories.users.insert(instructor);
    // The rare word sits in the oldest courses only, far from the newest ones.
    rare = [0, 1, 2].map((n) =>
      anApprovedCourse({
        by: instructor,
        name: `Zanzibar Spice Route ${n}`,
        shortDescription: 'A practical journey through history',
        createdAt: at(n),
      }),
    );
    const filler = Array.from({ length: FILLER }, (_, n) =>
      anApprovedCourse({
        by: instructor,
        name: `Filler Course ${n}`,
        shortDescription: `Practical lessons, part ${n}`,
        createdAt: at(10 + n),
      }),
    );
    await database.knex.batchInsert('courses', [...rare, ...filler].map(toCourseRow), 200);
    await indexCourseWords(database.knex);
  });
  afterAll(async () => {
    await drop?.();
  });

  it('finds a rare word among old courses, the same way when asked again', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const found = await database.repositories.courses.search(
        { text: 'zanzibar' },
        { page: 1, limit: 12 },
      );
      expect(new Set(ids(found.items))).toEqual(new Set(ids(rare)));
      expect(found.total).toBe(3);
    }
  });

  it('answers a word found in every course with a full first page and a capped total', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const found = await database.repositories.courses.search(
        { text: 'practical' },
        { page: 1, limit: 12 },
      );
      expect(found.items).toHaveLength(12);
      expect(found.total).toBe(SEARCH_CANDIDATES);
      for (const course of found.items) {
        expect(course.toProps().shortDescription.toLowerCase()).toContain('practical');
      }
    }
  });

  it('ranks the courses with both a rare and a common word first', async () => {
    const found = await database.repositories.courses.search(
      { text: 'practical zanzibar' },
      {
        page: 1,
        limit: 12,
      },
    );
    expect(new Set(ids(found.items.slice(0, 3)))).toEqual(new Set(ids(rare)));
    expect(found.items).toHaveLength(12);
  });
}

describe('search over a large catalogue, SQLite', () => {
  largeCatalogueSuite(async () => {
    const database = await createDatabase('sqlite::memory:');
    await database.migrate();
    return { database, drop: () => database.close() };
  });
});

describe.runIf(mySqlReachable)('search over a large catalogue, MySQL', () => {
  largeCatalogueSuite(() => openMySqlTestDatabase('search'));
});
