import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCases, type Course, type UseCases, type User } from '@classroom/core';
import {
  aCourseWithLessons,
  aPayingReviewer,
  actorOf,
  anArticleDraft,
  buyAgain,
  refundAtProcessor,
} from '@classroom/core/testing';
import {
  FixedClock,
  MemoryPaymentGateway,
  SequentialIdGenerator,
} from '@classroom/persistence-memory';
import type { Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';
import { openSqliteTestDatabase } from './sqlite-test-database';

const ROUNDS = 8;

/** What each call of a race came to: 'ok', or the domain error's code. */
async function race(...calls: (() => Promise<unknown>)[]): Promise<string[]> {
  const outcomes = await Promise.allSettled(calls.map((call) => call()));
  return outcomes.map((outcome) =>
    outcome.status === 'fulfilled' ? 'ok' : String((outcome.reason as { code?: string }).code),
  );
}

/**
 * One review per person and course, ever, and a refund withdraws it, through the use cases
 * over the Knex store with calls racing: whatever the order, a person has one review of the
 * course, and the course's figures count it only while their payment stands.
 */
function reviewRacesSuite(open: () => Promise<{ database: Database; drop(): Promise<void> }>) {
  let database: Database;
  let drop: () => Promise<void>;
  let core: {
    useCases: UseCases;
    store: Database['repositories'];
    given(...entities: (User | Course)[]): Promise<void>;
  };
  let world: { course: Course; lessonIds: string[] };
  const gateway = new MemoryPaymentGateway();
  beforeAll(async () => {
    ({ database, drop } = await open());
    const store = database.repositories;
    core = {
      useCases: createUseCases({
        ...store,
        unitOfWork: database.unitOfWork,
        jobs: database.jobs,
        gateway,
        ids: new SequentialIdGenerator(`r${Math.random().toString(36).slice(2, 8)}-`),
        clock: new FixedClock(),
      }),
      store,
      async given(...entities: (User | Course)[]) {
        for (const entity of entities) {
          if ('role' in entity) await store.users.insert(entity);
          else await store.courses.insert(entity);
        }
      },
    };
    world = await aCourseWithLessons(core, [[anArticleDraft(), anArticleDraft()]]);
  });
  afterAll(async () => {
    await drop?.();
  });

  const figures = async () => {
    const props = (await core.store.courses.findById(world.course.id))!.toProps();
    return { sum: props.ratingSum, count: props.ratingCount };
  };
  const reviewsBy = async (student: User) =>
    (
      await core.store.reviews.listVisible(world.course.id, 'newest', { page: 1, limit: 100 })
    ).items.filter((review) => review.toProps().authorId === student.id);

  /** Two reviews of the course by the same person, written at the same moment. */
  const postTwiceAtOnce = (student: User, rating: number) =>
    race(
      ...[1, 2].map(
        (n) => () =>
          core.useCases.postReview.execute(
            world.course.id,
            { rating, text: `Review ${n}` },
            actorOf(student),
          ),
      ),
    );

  it(`keeps one review of a person who bought again, posting twice at once, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await figures();
      const { student, payment } = await aPayingReviewer(core, gateway, world);
      await core.useCases.postReview.execute(
        world.course.id,
        { rating: 5, text: 'First purchase' },
        actorOf(student),
      );
      await refundAtProcessor(core, gateway, payment);
      await buyAgain(core, gateway, world, student);

      const outcomes = await postTwiceAtOnce(student, 5);
      expect(outcomes).toEqual(['already_reviewed', 'already_reviewed']);
      expect(await reviewsBy(student)).toEqual([]);
      expect(await figures()).toEqual(before);
    }
  }, 120_000);

  it(`lets one of two first reviews win after buying again, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await figures();
      const { student, payment } = await aPayingReviewer(core, gateway, world);
      await refundAtProcessor(core, gateway, payment);
      await buyAgain(core, gateway, world, student);

      const outcomes = await postTwiceAtOnce(student, 4);
      expect(outcomes.sort()).toEqual(['already_reviewed', 'ok']);
      expect(await reviewsBy(student)).toHaveLength(1);
      expect(await figures()).toEqual({ sum: before.sum + 4, count: before.count + 1 });
    }
  }, 120_000);

  it(`withdraws a review written while the refund lands, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await figures();
      const { student, payment } = await aPayingReviewer(core, gateway, world);
      const outcomes = await race(
        () =>
          core.useCases.postReview.execute(
            world.course.id,
            { rating: 1, text: 'Written as the refund lands' },
            actorOf(student),
          ),
        () => refundAtProcessor(core, gateway, payment),
      );
      // The review came first and was withdrawn, or the refund first and it was refused.
      expect(['ok', 'not_enrolled']).toContain(outcomes[0]);
      expect(outcomes[1]).toBe('ok');
      expect(await reviewsBy(student)).toEqual([]);
      expect(await figures()).toEqual(before);
    }
  }, 120_000);
}

describe('reviews racing refunds and purchases, SQLite', () => {
  reviewRacesSuite(() => openSqliteTestDatabase('reviews'));
});

describe.runIf(mySqlReachable)('reviews racing refunds and purchases, MySQL', () => {
  reviewRacesSuite(() => openMySqlTestDatabase('reviews'));
});
