import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aReviewableCourse, actorOf, anAdmin, anotherReviewer } from '../../../testing';

describe('HideReview', () => {
  it('takes the review out of the list and the average, and records why in the audit log', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const admin = anAdmin();
    await core.given(admin);
    const spam = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 1, text: 'Buy pills' },
      actorOf(world.student),
    );
    const other = await anotherReviewer(core, world);
    await core.useCases.postReview.execute(
      world.course.id,
      { rating: 5, text: 'Good' },
      actorOf(other),
    );

    const hidden = await core.useCases.hideReview.execute(
      spam.id,
      { reason: 'Spam' },
      actorOf(admin),
    );

    expect(hidden.toProps().hidden).toEqual({
      reason: 'Spam',
      byId: admin.id,
      at: core.clock.now(),
    });
    const course = await core.store.courses.findById(world.course.id);
    expect(course?.toProps()).toMatchObject({ ratingSum: 5, ratingCount: 1 });
    const list = await core.useCases.listCourseReviews.execute(world.course.id, {}, null);
    expect(list.items.map((review) => review.id)).not.toContain(spam.id);
    expect(list.total).toBe(1);
    expect(core.auditLog().at(-1)).toMatchObject({
      kind: 'review-hidden',
      actorId: admin.id,
      subject: { type: 'review', id: spam.id },
      after: { hidden: true, reason: 'Spam' },
    });
  });

  it('refuses to hide without a reason', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const admin = anAdmin();
    await core.given(admin);
    const review = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 1, text: 'x' },
      actorOf(world.student),
    );
    await core.expectRefused(
      () => core.useCases.hideReview.execute(review.id, { reason: '  ' }, actorOf(admin)),
      'validation_failed',
    );
  });

  it('refuses anyone but an admin, and a second hiding', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const admin = anAdmin();
    await core.given(admin);
    const review = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 1, text: 'x' },
      actorOf(world.student),
    );
    await core.expectRefused(
      () => core.useCases.hideReview.execute(review.id, { reason: 'Rude' }, actorOf(world.owner)),
      'forbidden',
    );
    await core.useCases.hideReview.execute(review.id, { reason: 'Rude' }, actorOf(admin));
    await core.expectRefused(
      () => core.useCases.hideReview.execute(review.id, { reason: 'Rude' }, actorOf(admin)),
      'review_already_hidden',
    );
  });

  it("leaves the average alone when a hidden review's author edits it", async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const admin = anAdmin();
    await core.given(admin);
    const review = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 1, text: 'x' },
      actorOf(world.student),
    );
    await core.useCases.hideReview.execute(review.id, { reason: 'Rude' }, actorOf(admin));
    await core.useCases.editReview.execute(
      review.id,
      { rating: 5, text: 'Sorry' },
      actorOf(world.student),
    );
    const course = await core.store.courses.findById(world.course.id);
    expect(course?.toProps()).toMatchObject({ ratingSum: 0, ratingCount: 0 });
    expect(course?.shownRating).toBe(4.8);
  });
});
