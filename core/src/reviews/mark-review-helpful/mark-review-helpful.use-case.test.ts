import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aReviewableCourse, actorOf, anotherReviewer } from '../../../testing';

describe('MarkReviewHelpful', () => {
  it('counts one vote per person, and the helpful sort follows', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const first = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 4, text: 'First' },
      actorOf(world.student),
    );
    const other = await anotherReviewer(core, world);
    core.clock.advance(1000);
    await core.useCases.postReview.execute(
      world.course.id,
      { rating: 5, text: 'Newer' },
      actorOf(other),
    );

    expect(
      await core.useCases.markReviewHelpful.execute(first.id, actorOf(world.stranger)),
    ).toEqual({ helpfulCount: 1 });
    expect(
      await core.useCases.markReviewHelpful.execute(first.id, actorOf(world.stranger)),
    ).toEqual({ helpfulCount: 1 });
    expect(await core.useCases.markReviewHelpful.execute(first.id, actorOf(other))).toEqual({
      helpfulCount: 2,
    });

    const newest = await core.useCases.listCourseReviews.execute(
      world.course.id,
      { sort: 'newest' },
      null,
    );
    expect(newest.items.map((review) => review.toProps().text)).toEqual(['Newer', 'First']);
    const helpful = await core.useCases.listCourseReviews.execute(
      world.course.id,
      { sort: 'helpful' },
      null,
    );
    expect(helpful.items.map((review) => review.toProps().text)).toEqual(['First', 'Newer']);
  });

  it("refuses the author's own vote", async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const review = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 5, text: 'Mine' },
      actorOf(world.student),
    );
    await core.expectRefused(
      () => core.useCases.markReviewHelpful.execute(review.id, actorOf(world.student)),
      'forbidden',
    );
  });

  it('refuses a visitor', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const review = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 4, text: 'x' },
      actorOf(world.student),
    );
    await core.expectRefused(
      () => core.useCases.markReviewHelpful.execute(review.id, null),
      'unauthenticated',
    );
  });
});
