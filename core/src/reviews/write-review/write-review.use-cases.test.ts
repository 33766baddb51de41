import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aReviewableCourse, actorOf, anotherReviewer } from '../../../testing';

describe('PostReview', () => {
  it("stores the student's rating and words, counts them on the course and tells the instructor", async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const review = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 4, text: '  Clear and practical.  ' },
      actorOf(world.student),
    );
    expect(review.toProps()).toMatchObject({
      courseId: world.course.id,
      authorName: world.student.displayName,
      rating: 4,
      text: 'Clear and practical.',
      reply: null,
      hidden: null,
      helpfulCount: 0,
    });
    const course = await core.store.courses.findById(world.course.id);
    expect(course?.ratingCount).toBe(1);
    expect(course?.shownRating).toBe(4);
    const bell = [...core.state().tables.notifications.values()];
    expect(bell).toContainEqual(
      expect.objectContaining({ userId: world.owner.id, kind: 'new-review' }),
    );
    expect(core.outbox()).toContainEqual(
      expect.objectContaining({ kind: 'new-review', to: world.owner.email }),
    );
  });

  it('averages every review of the course', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    await core.useCases.postReview.execute(
      world.course.id,
      { rating: 5, text: 'Great' },
      actorOf(world.student),
    );
    const second = await anotherReviewer(core, world);
    await core.useCases.postReview.execute(
      world.course.id,
      { rating: 2, text: 'Meh' },
      actorOf(second),
    );
    const course = await core.store.courses.findById(world.course.id);
    expect(course?.toProps()).toMatchObject({ ratingSum: 7, ratingCount: 2 });
    expect(course?.shownRating).toBe(3.5);
  });

  it('refuses a person who is not enrolled', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    await core.expectRefused(
      () =>
        core.useCases.postReview.execute(
          world.course.id,
          { rating: 5, text: 'Hi' },
          actorOf(world.stranger),
        ),
      'not_enrolled',
    );
  });

  it('refuses a student before any completed lesson', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    await core.expectRefused(
      () =>
        core.useCases.postReview.execute(
          world.course.id,
          { rating: 5, text: 'Hi' },
          actorOf(world.beginner),
        ),
      'no_completed_lesson',
    );
  });

  it('refuses a second review of the same enrollment', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    await core.useCases.postReview.execute(
      world.course.id,
      { rating: 5, text: 'Hi' },
      actorOf(world.student),
    );
    await core.expectRefused(
      () =>
        core.useCases.postReview.execute(
          world.course.id,
          { rating: 1, text: 'Again' },
          actorOf(world.student),
        ),
      'already_reviewed',
    );
  });

  it('refuses a rating outside 1 to 5, a fraction and empty words', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    for (const input of [
      { rating: 0, text: 'x' },
      { rating: 6, text: 'x' },
      { rating: 4.5, text: 'x' },
      { rating: 4, text: '   ' },
    ]) {
      await core.expectRefused(
        () => core.useCases.postReview.execute(world.course.id, input, actorOf(world.student)),
        'validation_failed',
      );
    }
  });

  it('refuses a visitor', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    await core.expectRefused(
      () => core.useCases.postReview.execute(world.course.id, { rating: 5, text: 'Hi' }, null),
      'unauthenticated',
    );
  });

  it('keeps the average exact under 50 reviews at once', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const students = [];
    for (let i = 0; i < 50; i += 1) students.push(await anotherReviewer(core, world));
    await Promise.all(
      students.map((student, i) =>
        core.useCases.postReview.execute(
          world.course.id,
          { rating: (i % 5) + 1, text: `Review ${i}` },
          actorOf(student),
        ),
      ),
    );
    const course = await core.store.courses.findById(world.course.id);
    expect(course?.toProps()).toMatchObject({ ratingSum: 150, ratingCount: 50 });
  });
});

describe('EditReview', () => {
  it("changes the author's rating and words, and the course's sum with them", async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const review = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 2, text: 'Hard' },
      actorOf(world.student),
    );
    core.clock.advance(60_000);
    const edited = await core.useCases.editReview.execute(
      review.id,
      { rating: 5, text: 'It clicked' },
      actorOf(world.student),
    );
    expect(edited.toProps()).toMatchObject({ rating: 5, text: 'It clicked', version: 2 });
    const course = await core.store.courses.findById(world.course.id);
    expect(course?.toProps()).toMatchObject({ ratingSum: 5, ratingCount: 1 });
  });

  it("answers not found for someone else's review", async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const review = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 2, text: 'Hard' },
      actorOf(world.student),
    );
    await core.expectRefused(
      () =>
        core.useCases.editReview.execute(
          review.id,
          { rating: 5, text: 'Mine now' },
          actorOf(world.owner),
        ),
      'not_found',
    );
  });
});
