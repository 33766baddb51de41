import { describe, expect, it } from 'vitest';
import { memoryCore, type MemoryCore } from '@classroom/persistence-memory/testing';
import {
  aPayingReviewer,
  aReviewableCourse,
  actorOf,
  anAdmin,
  buyAgain,
  refundAtProcessor,
} from '../../../testing';

/** A course with a paying student's review (2 stars) and another student's (4 stars). */
async function reviewedByAPayingStudent(core: MemoryCore) {
  const world = await aReviewableCourse(core);
  const { student, payment } = await aPayingReviewer(core, core.gateway, world);
  const review = await core.useCases.postReview.execute(
    world.course.id,
    { rating: 2, text: 'Not for me' },
    actorOf(student),
  );
  await core.useCases.postReview.execute(
    world.course.id,
    { rating: 4, text: 'Good' },
    actorOf(world.student),
  );
  return { world, student, payment, review };
}

const figures = async (core: MemoryCore, courseId: string) => {
  const props = (await core.store.courses.findById(courseId))!.toProps();
  return { sum: props.ratingSum, count: props.ratingCount };
};
const listed = async (core: MemoryCore, courseId: string) =>
  (await core.useCases.listCourseReviews.execute(courseId, {}, null)).items
    .map((review) => review.toProps().text)
    .sort();

describe('a refund and the review', () => {
  it('takes the review out of the list and the average, keeps it, and refuses its edit', async () => {
    const core = memoryCore();
    const { world, student, payment, review } = await reviewedByAPayingStudent(core);
    expect(await figures(core, world.course.id)).toEqual({ sum: 6, count: 2 });

    await refundAtProcessor(core, core.gateway, payment);

    expect(await listed(core, world.course.id)).toEqual(['Good']);
    expect(await figures(core, world.course.id)).toEqual({ sum: 4, count: 1 });
    expect((await core.store.reviews.findById(review.id))?.toProps()).toMatchObject({
      rating: 2,
      text: 'Not for me',
      withdrawn: { reason: 'refunded', at: core.clock.now() },
    });
    await core.expectRefused(
      () =>
        core.useCases.editReview.execute(
          review.id,
          { rating: 5, text: 'Great!' },
          actorOf(student),
        ),
      'not_enrolled',
    );
    expect(
      await core.useCases.getReviewStanding.execute(world.course.id, actorOf(student)),
    ).toMatchObject({ canReview: false, refusal: 'not_enrolled', review: { id: review.id } });
  });

  it('opens no second review after buying again; the edit from the new enrollment brings it back', async () => {
    const core = memoryCore();
    const { world, student, payment, review } = await reviewedByAPayingStudent(core);
    await refundAtProcessor(core, core.gateway, payment);
    await buyAgain(core, core.gateway, world, student);

    await core.expectRefused(
      () =>
        core.useCases.postReview.execute(
          world.course.id,
          { rating: 5, text: 'Second try' },
          actorOf(student),
        ),
      'already_reviewed',
    );
    expect(
      await core.useCases.getReviewStanding.execute(world.course.id, actorOf(student)),
    ).toMatchObject({ canReview: false, refusal: null, review: { id: review.id } });

    await core.useCases.editReview.execute(
      review.id,
      { rating: 5, text: 'Better the second time' },
      actorOf(student),
    );
    expect(await listed(core, world.course.id)).toEqual(['Better the second time', 'Good']);
    expect(await figures(core, world.course.id)).toEqual({ sum: 9, count: 2 });
    const [running] = await core.store.enrollments.enrollmentsOf(student.email);
    expect((await core.store.reviews.findById(review.id))?.toProps()).toMatchObject({
      enrollmentId: running!.id,
      withdrawn: null,
    });
  });

  it('counts a review hidden by an admin, then refunded, out of the average once', async () => {
    const core = memoryCore();
    const { world, student, payment, review } = await reviewedByAPayingStudent(core);
    const admin = anAdmin();
    await core.given(admin);
    await core.useCases.hideReview.execute(review.id, { reason: 'Off topic' }, actorOf(admin));
    await refundAtProcessor(core, core.gateway, payment);
    expect(await figures(core, world.course.id)).toEqual({ sum: 4, count: 1 });

    await buyAgain(core, core.gateway, world, student);
    await core.useCases.editReview.execute(
      review.id,
      { rating: 3, text: 'Fine' },
      actorOf(student),
    );
    expect(await figures(core, world.course.id)).toEqual({ sum: 4, count: 1 });
    expect(await listed(core, world.course.id)).toEqual(['Good']);
  });

  it('withdraws it on a dispute too', async () => {
    const core = memoryCore();
    const { world, payment } = await reviewedByAPayingStudent(core);
    const event = core.gateway.event({
      id: 'evt_dispute',
      type: 'dispute_created',
      intentId: payment.transactionId,
      reference: 'dp_1',
    });
    await core.useCases.handlePaymentEvent.execute(event.rawBody, event.signature);
    expect(await listed(core, world.course.id)).toEqual(['Good']);
    expect(await figures(core, world.course.id)).toEqual({ sum: 4, count: 1 });
  });
});
