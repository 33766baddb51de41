import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-fetch';
import { ReviewsStore } from './reviews.store';

const review = (id: string, helpfulCount = 0) => ({
  _id: id,
  courseId: 'c1',
  authorName: 'Sam',
  rating: 4,
  text: `Review ${id}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  reply: null,
  helpfulCount,
  hidden: false,
  withdrawn: null,
});

function server() {
  let posted = false;
  return fakeApi({
    'GET /api/v1/courses/c1/reviews': () => ({
      body: {
        reviews: posted ? [review('r2'), review('r1')] : [review('r1')],
        page: 1,
        pages: 1,
        total: posted ? 2 : 1,
        pageSize: 5,
      },
    }),
    'GET /api/v1/courses/c1/reviews/mine': () => ({
      body: posted
        ? { canReview: false, refusal: null, review: review('r2') }
        : { canReview: true, refusal: null, review: null },
    }),
    'POST /api/v1/courses/c1/reviews': () => {
      posted = true;
      return { status: 201, body: review('r2') };
    },
    'POST /api/v1/reviews/r1/helpful': () => ({ body: { helpfulCount: 3 } }),
    'POST /api/v1/reviews/r1/hide': () => ({
      status: 403,
      body: { error: { code: 'forbidden', message: 'Only admins may do this.' } },
    }),
  });
}

describe('ReviewsStore', () => {
  it("reads a course's reviews a page at a time in the chosen order, and the person's standing", async () => {
    const { api, calls } = server();
    const store = new ReviewsStore(api);
    await store.open('c1', true);
    expect(store.reviews.map((item) => item._id)).toEqual(['r1']);
    expect(store.standing).toMatchObject({ canReview: true });
    await store.changeSort('helpful');
    expect(calls.at(-1)!.url).toBe('/api/v1/courses/c1/reviews?sort=helpful&page=1&limit=5');
  });

  it('posts a review, then reads the list and the standing again', async () => {
    const { api } = server();
    const store = new ReviewsStore(api);
    await store.open('c1', true);
    expect(await store.save({ rating: 5, text: 'Great' })).toBeNull();
    expect(store.total).toBe(2);
    expect(store.standing?.review?._id).toBe('r2');
  });

  it("counts a helpful vote once on the page and says the server's refusal", async () => {
    const { api } = server();
    const store = new ReviewsStore(api);
    await store.open('c1', false);
    await store.markHelpful('r1');
    expect(store.reviews[0]!.helpfulCount).toBe(3);
    expect(store.voted.has('r1')).toBe(true);
    expect(await store.hide('r1', 'Spam')).toBe('Only admins may do this.');
  });
});
