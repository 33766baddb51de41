import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import type { Actor } from '../../shared/actor';
import { aReviewableCourse, actorOf, anAdmin } from '../../../testing';

describe('ListCourseReviews and GetReviewStanding', () => {
  it('pages the visible reviews on the server', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    await core.useCases.postReview.execute(
      world.course.id,
      { rating: 4, text: 'x' },
      actorOf(world.student),
    );
    const page = await core.useCases.listCourseReviews.execute(
      world.course.id,
      { page: 2, limit: 5 },
      null,
    );
    expect(page).toMatchObject({ items: [], total: 1, page: 2, limit: 5 });
  });

  it("shows a taken-down course's reviews only to its owner, admins and students", async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const admin = anAdmin();
    await core.given(admin);
    await core.useCases.postReview.execute(
      world.course.id,
      { rating: 4, text: 'x' },
      actorOf(world.student),
    );
    await core.useCases.unpublishCourse.execute(
      world.course.id,
      { reason: 'Copied material' },
      actorOf(admin),
    );
    const list = (actor: Actor | null) =>
      core.useCases.listCourseReviews.execute(world.course.id, {}, actor);
    await expect(list(null)).rejects.toMatchObject({ code: 'not_found' });
    await expect(list(actorOf(world.stranger))).rejects.toMatchObject({ code: 'not_found' });
    for (const reader of [world.owner, admin, world.student]) {
      expect((await list(actorOf(reader))).total).toBe(1);
    }
  });

  it('answers not found for an unknown course', async () => {
    const core = memoryCore();
    await expect(core.useCases.listCourseReviews.execute('nope', {}, null)).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('tells each person whether they may review, and why not', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const standing = (person: typeof world.student) =>
      core.useCases.getReviewStanding.execute(world.course.id, actorOf(person));
    expect(await standing(world.stranger)).toEqual({
      canReview: false,
      refusal: 'not_enrolled',
      review: null,
    });
    expect(await standing(world.beginner)).toEqual({
      canReview: false,
      refusal: 'no_completed_lesson',
      review: null,
    });
    expect(await standing(world.student)).toEqual({ canReview: true, refusal: null, review: null });
    const review = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 4, text: 'x' },
      actorOf(world.student),
    );
    expect(await standing(world.student)).toMatchObject({
      canReview: false,
      refusal: null,
      review: { id: review.id },
    });
  });
});
