import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Review } from '@classroom/core';
import { anApprovedCourse, anApprovedInstructor, aUser, enroll } from '@classroom/core/testing';
import type { Database } from '../src/index';
import * as reviewPerAuthor from '../src/migrations/028-review-per-author';
import { toReviewRow } from '../src/review-row';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';
import { openSqliteTestDatabase } from './sqlite-test-database';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 12));

/**
 * Migration 028 over reviews written before the rule: a student refunded and buying again had
 * two reviews of one course, both counted. After it, the older one (its enrollment ended) is
 * withdrawn and no longer the person's review, and the course counts the visible ones.
 */
function migrationSuite(open: () => Promise<{ database: Database; drop(): Promise<void> }>) {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await open());
  });
  afterAll(async () => {
    await drop?.();
  });

  it('withdraws the reviews of ended enrollments, keys the newest, and counts the course again', async () => {
    const { knex, repositories: store } = database;
    await reviewPerAuthor.down(knex);
    const instructor = anApprovedInstructor();
    const course = anApprovedCourse({ by: instructor });
    const [student, other] = [aUser(), aUser()];
    for (const user of [instructor, student, other]) await store.users.insert(user);
    await store.courses.insert(course);
    const refunded = await enroll(store, course, student);
    await store.enrollments.endEnrollment(refunded, at(2), 'refunded');
    const running = await enroll(store, course, student);
    const others = await enroll(store, course, other);
    const legacy = (
      id: string,
      enrollmentId: string,
      author: typeof student,
      rating: number,
      day: number,
    ) => {
      const {
        author_key: _key,
        withdrawn_at: _at,
        withdrawn_reason: _reason,
        ...row
      } = toReviewRow(
        Review.write({
          id,
          courseId: course.id,
          enrollmentId,
          author,
          content: { rating, text: id },
          now: at(day),
        }),
      );
      return row;
    };
    await knex('reviews').insert([
      legacy('first-purchase', refunded, student, 1, 1),
      legacy('second-purchase', running, student, 5, 4),
      legacy('other-student', others, other, 3, 1),
    ]);
    await store.courses.addRatings(course.id, { sum: 9, count: 3 });

    await reviewPerAuthor.up(knex);

    expect((await store.reviews.findById('first-purchase'))?.toProps()).toMatchObject({
      withdrawn: { reason: 'refunded', at: at(2) },
      version: 2,
    });
    expect((await store.reviews.findById('second-purchase'))?.toProps().withdrawn).toBeNull();
    expect((await store.reviews.findByAuthor(course.id, student.id))?.id).toBe('second-purchase');
    expect((await store.reviews.findByAuthor(course.id, other.id))?.id).toBe('other-student');
    expect((await store.courses.findById(course.id))?.toProps()).toMatchObject({
      ratingSum: 8,
      ratingCount: 2,
    });
    const listed = await store.reviews.listVisible(course.id, 'newest', { page: 1, limit: 10 });
    expect(listed.items.map((review) => review.id)).toEqual(['second-purchase', 'other-student']);
    // Running it again changes nothing.
    await reviewPerAuthor.up(knex);
    expect((await store.courses.findById(course.id))?.toProps().ratingSum).toBe(8);
  });
}

describe('migration 028, SQLite', () => {
  migrationSuite(() => openSqliteTestDatabase('review-migration'));
});

describe.runIf(mySqlReachable)('migration 028, MySQL', () => {
  migrationSuite(() => openMySqlTestDatabase('review_migration'));
});
