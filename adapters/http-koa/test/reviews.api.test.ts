import { beforeEach, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { givenLearner, givenStudentReview } from './support/reviews';
import { testWorld, type TestWorld } from './support/world';

let world: TestWorld;
let client: ReturnType<typeof api>;

const COURSE = 'c-approved';
const reviews = `/api/v1/courses/${COURSE}/reviews`;

beforeEach(async () => {
  // No reuse of the public lists' answers: each read here must see the last write.
  world = await testWorld({ publicCacheTtlMs: 0 });
  client = api(world);
});

async function catalogueCard() {
  const found = await client.get(null, '/api/v1/all-courses?status=1');
  return found.body.find((course: { _id: string }) => course._id === COURSE);
}

describe('reviews API', () => {
  it('keeps the spec 4.8 with no reviews, then shows the average to one decimal and the count', async () => {
    expect(await catalogueCard()).toMatchObject({ courseRatings: 4.8, ratingCount: 0 });
    await givenLearner(world, 'student');
    await givenLearner(world, 'applicant');
    await givenLearner(world, 'admin');
    for (const [role, rating] of [
      ['student', 5],
      ['applicant', 4],
      ['admin', 4],
    ] as const) {
      const posted = await client.post(role, reviews, { rating, text: `I give it ${rating}` });
      expect(posted.status).toBe(201);
    }
    // 13 / 3 = 4.333…
    expect(await catalogueCard()).toMatchObject({ courseRatings: 4.3, ratingCount: 3 });
    const listed = await client.get(null, reviews);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 3, page: 1 });
    expect(listed.headers['x-total-count']).toBe('3');
  });

  it('lets the student write, read back and edit their review', async () => {
    await givenLearner(world, 'student');
    const before = await client.get('student', `${reviews}/mine`);
    expect(before.body).toEqual({ canReview: true, refusal: null, review: null });
    const posted = await client.post('student', reviews, { rating: 2, text: 'Too fast' });
    expect(posted.body).toMatchObject({ rating: 2, text: 'Too fast', reply: null, hidden: false });
    const edited = await client.patch('student', `/api/v1/reviews/${posted.body._id}`, {
      rating: 5,
      text: 'It clicked later',
    });
    expect(edited.body).toMatchObject({ rating: 5, text: 'It clicked later' });
    const mine = await client.get('student', `${reviews}/mine`);
    expect(mine.body).toMatchObject({ canReview: false, review: { rating: 5 } });
    expect(await catalogueCard()).toMatchObject({ courseRatings: 5, ratingCount: 1 });
  });

  it('refuses a person who is not enrolled, a student before a completed lesson, and a second review', async () => {
    const stranger = await client.post('student', reviews, { rating: 5, text: 'Hi' });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.code).toBe('not_enrolled');

    await givenLearner(world, 'applicant', false);
    const early = await client.post('applicant', reviews, { rating: 5, text: 'Hi' });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('no_completed_lesson');
    expect((await client.get('applicant', `${reviews}/mine`)).body.refusal).toBe(
      'no_completed_lesson',
    );

    await givenStudentReview(world);
    const again = await client.post('student', reviews, { rating: 1, text: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_reviewed');
  });

  it('validates the rating and the words', async () => {
    await givenLearner(world, 'student');
    for (const body of [
      { rating: 0, text: 'x' },
      { rating: 3.5, text: 'x' },
      { rating: 6, text: 'x' },
      { rating: 4, text: '' },
    ]) {
      const refused = await client.post('student', reviews, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toBeDefined();
    }
  });

  it("lets the course's instructor reply once, and nobody else", async () => {
    const id = await givenStudentReview(world);
    const other = await client.post('otherInstructor', `/api/v1/reviews/${id}/reply`, {
      text: 'Not mine',
    });
    expect(other.status).toBe(404);
    const reply = await client.post('instructor', `/api/v1/reviews/${id}/reply`, {
      text: 'Thanks!',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.reply).toMatchObject({ text: 'Thanks!' });
    const second = await client.post('instructor', `/api/v1/reviews/${id}/reply`, {
      text: 'Again',
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('already_replied');
  });

  it('lets an admin hide a review with a reason, out of the list and the average', async () => {
    const id = await givenStudentReview(world);
    const noReason = await client.post('admin', `/api/v1/reviews/${id}/hide`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toBe('Give the reason for hiding this review');
    expect(
      (await client.post('instructor', `/api/v1/reviews/${id}/hide`, { reason: 'x' })).status,
    ).toBe(403);
    const hidden = await client.post('admin', `/api/v1/reviews/${id}/hide`, { reason: 'Spam' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.hidden).toBe(true);
    expect((await client.get(null, reviews)).body.total).toBe(0);
    expect(await catalogueCard()).toMatchObject({ courseRatings: 4.8, ratingCount: 0 });
    const audit = await client.get('admin', '/api/v1/admin/audit?kind=review-hidden');
    expect(audit.status).toBe(200);
  });

  it('counts one helpful vote per person and sorts by them', async () => {
    const id = await givenStudentReview(world);
    expect((await client.post('admin', `/api/v1/reviews/${id}/helpful`)).body).toEqual({
      helpfulCount: 1,
    });
    expect((await client.post('admin', `/api/v1/reviews/${id}/helpful`)).body).toEqual({
      helpfulCount: 1,
    });
    expect((await client.post(null, `/api/v1/reviews/${id}/helpful`)).status).toBe(401);
    const helpful = await client.get(null, `${reviews}?sort=helpful&limit=5`);
    expect(helpful.body.reviews[0]).toMatchObject({ _id: id, helpfulCount: 1 });
    expect((await client.get(null, `${reviews}?sort=best`)).status).toBe(400);
  });

  it("withdraws a refunded student's review, which they still see, and refuses its edit", async () => {
    const id = await givenStudentReview(world);
    const [payment] = await world.store.enrollments.paymentsOf(world.users.student.email);
    const event = world.gateway.event({
      id: 'evt_refund',
      type: 'refunded',
      intentId: payment!.transactionId,
      reference: 're_1',
    });
    await world.useCases.handlePaymentEvent.execute(event.rawBody, event.signature);

    expect((await client.get(null, reviews)).body.total).toBe(0);
    expect(await catalogueCard()).toMatchObject({ courseRatings: 4.8, ratingCount: 0 });
    const mine = await client.get('student', `${reviews}/mine`);
    expect(mine.body).toMatchObject({
      canReview: false,
      refusal: 'not_enrolled',
      review: { _id: id, withdrawn: 'refunded' },
    });
    const edit = await client.patch('student', `/api/v1/reviews/${id}`, { rating: 5, text: 'x' });
    expect([edit.status, edit.body.error.code]).toEqual([403, 'not_enrolled']);
    expect((await client.post('admin', `/api/v1/reviews/${id}/helpful`)).status).toBe(404);
  });

  it("refuses the author's own helpful vote", async () => {
    const id = await givenStudentReview(world);
    const own = await client.post('student', `/api/v1/reviews/${id}/helpful`);
    expect([own.status, own.body.error.code]).toEqual([403, 'forbidden']);
    expect((await client.get(null, reviews)).body.reviews[0].helpfulCount).toBe(0);
  });

  it("keeps a taken-down course's reviews from the public, not from its students", async () => {
    await givenStudentReview(world);
    const takenDown = await client.patch('admin', `/api/v1/admin/courses/${COURSE}/unpublish`, {
      reason: 'The videos are copied from another school.',
    });
    expect(takenDown.status).toBe(200);
    expect((await client.get(null, reviews)).status).toBe(404);
    expect((await client.get('applicant', reviews)).status).toBe(404);
    expect((await client.get('student', reviews)).body.total).toBe(1);
    expect((await client.get('instructor', reviews)).body.total).toBe(1);
  });

  it('sorts the catalogue by rating and filters it by a lowest rating', async () => {
    await givenStudentReview(world);
    const sorted = await client.get(null, '/api/v1/all-courses?status=1&sort=rating');
    expect(sorted.body[0]._id).toBe(COURSE);
    const fourPlus = await client.get(null, '/api/v1/all-courses?status=1&minRating=4');
    expect(fourPlus.body.map((course: { _id: string }) => course._id)).toEqual([COURSE]);
    const fivePlus = await client.get(null, '/api/v1/all-courses?status=1&minRating=5');
    expect(fivePlus.status).toBe(400);
  });
});
