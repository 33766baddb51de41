import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProgress } from '@classroom/core';
import type { Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';
import { givenOneLessonCourse } from './one-lesson-course';

/** Resolves once `count` callers have arrived; later calls pass at once. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived >= count) open();
    return opened;
  };
}

/**
 * Two students' first progress in one lesson, written at the same moment: each transaction
 * reads a row that is not there yet, then inserts it. On MySQL, a read under repeatable read
 * would lock the gap the other inserts into, and one of the two would die as a deadlock victim.
 */
describe.runIf(mySqlReachable)('first progress of two students at once, MySQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const lessonId = 'first-reports-lesson';
  const enrollmentIds = ['first-reports-enrollment-1', 'first-reports-enrollment-2'];

  beforeAll(async () => {
    ({ database, drop } = await openMySqlTestDatabase('first_reports'));
    await givenOneLessonCourse(
      database.repositories,
      {
        id: lessonId,
        title: 'Read me',
        durationSeconds: 60,
        content: { kind: 'article', markdown: 'Text' },
      },
      enrollmentIds,
    );
  });
  afterAll(async () => drop?.());

  it('writes both in one attempt each: neither waits on a gap the other read', async () => {
    let attempts = 0;
    const bothRead = barrier(enrollmentIds.length);
    await Promise.all(
      enrollmentIds.map((enrollmentId) =>
        database.unitOfWork.transaction(async (repositories) => {
          attempts += 1;
          expect(await repositories.lessonProgress.find(enrollmentId, lessonId)).toBeNull();
          await bothRead();
          await repositories.lessonProgress.save(newProgress(enrollmentId, lessonId, new Date()));
        }),
      ),
    );
    expect(attempts).toBe(enrollmentIds.length);
    for (const enrollmentId of enrollmentIds) {
      expect(
        await database.repositories.lessonProgress.find(enrollmentId, lessonId),
      ).not.toBeNull();
    }
  });
});
