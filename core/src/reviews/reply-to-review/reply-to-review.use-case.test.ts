import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aReviewableCourse, actorOf, anApprovedInstructor } from '../../../testing';

async function aReview() {
  const core = memoryCore();
  const world = await aReviewableCourse(core);
  const review = await core.useCases.postReview.execute(
    world.course.id,
    { rating: 3, text: 'Too fast' },
    actorOf(world.student),
  );
  return { core, world, review };
}

describe('ReplyToReview', () => {
  it("stores the course owner's reply", async () => {
    const { core, world, review } = await aReview();
    const replied = await core.useCases.replyToReview.execute(
      review.id,
      { text: ' Thanks, a slower section is coming. ' },
      actorOf(world.owner),
    );
    expect(replied.toProps().reply).toEqual({
      text: 'Thanks, a slower section is coming.',
      at: core.clock.now(),
    });
  });

  it("answers not found to another instructor and to the review's author", async () => {
    const { core, world, review } = await aReview();
    const other = anApprovedInstructor();
    await core.given(other);
    for (const person of [other, world.student]) {
      await core.expectRefused(
        () => core.useCases.replyToReview.execute(review.id, { text: 'Hi' }, actorOf(person)),
        'not_found',
      );
    }
  });

  it('refuses a second reply', async () => {
    const { core, world, review } = await aReview();
    await core.useCases.replyToReview.execute(review.id, { text: 'First' }, actorOf(world.owner));
    await core.expectRefused(
      () =>
        core.useCases.replyToReview.execute(review.id, { text: 'Second' }, actorOf(world.owner)),
      'already_replied',
    );
  });

  it('refuses an empty reply', async () => {
    const { core, world, review } = await aReview();
    await core.expectRefused(
      () => core.useCases.replyToReview.execute(review.id, { text: ' ' }, actorOf(world.owner)),
      'validation_failed',
    );
  });
});
