import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProgress, type HttpUrl, type Watching } from '@classroom/core';
import type { Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';
import { givenOneLessonCourse } from './one-lesson-course';

/**
 * A report's conditional write checks the enrollment and the lesson in subqueries. The locked
 * path holds the enrollment, then writes the progress; were the subqueries to lock the
 * enrollment after the write had locked the progress, the two would deadlock. Under read
 * committed (decision 42) they read it without a lock: the write does not wait for the holder.
 */
describe.runIf(mySqlReachable)("a report's conditional write, MySQL", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let watching: Watching;

  beforeAll(async () => {
    ({ database, drop } = await openMySqlTestDatabase('watching_write'));
    const store = database.repositories;
    const { course, students } = await givenOneLessonCourse(
      store,
      {
        id: 'video',
        title: 'Watch me',
        durationSeconds: 600,
        content: {
          kind: 'video',
          source: { type: 'link', url: 'https://www.youtube.com/watch?v=abc' as HttpUrl },
          captionsUrl: null,
        },
      },
      ['enrollment'],
      'video',
    );
    await store.lessonProgress.save(
      newProgress('enrollment', 'video', new Date(Date.UTC(2026, 4, 1))),
    );
    watching = (await store.lessonProgress.findWatching(students[0]!.email, course.id, 'video'))!;
  });
  afterAll(async () => drop?.());

  it('writes while another transaction holds the enrollment', async () => {
    const progress = { ...watching.progress, watched: [[0, 5]] as const, lastPositionSeconds: 5 };
    const next = { progress, clock: new Date(Date.UTC(2026, 4, 1, 0, 0, 3)) };
    const written = await database.knex.transaction(async (holder) => {
      await holder('enrollments').where({ id: 'enrollment' }).forUpdate();
      const waited = new Promise<'waited'>((resolve) => setTimeout(resolve, 3_000, 'waited'));
      return Promise.race([database.repositories.lessonProgress.replace(watching, next), waited]);
    });
    expect(written).toBe(true);
  });
});
