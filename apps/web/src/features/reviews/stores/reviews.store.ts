import {
  REVIEW_LIMITS,
  reviewsEndpoints as endpoints,
  type ReviewSortOption,
  type ReviewStandingWire,
  type ReviewWire,
} from '@classroom/http-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { LoadStatus } from '../../../stores/load-status';
import type { RootStore } from '../../../stores/root.store';

/** Reviews a page of the course page shows. */
export const REVIEWS_PER_PAGE = REVIEW_LIMITS.pageSize;

const message = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;

/**
 * One course's reviews on its page: the server's pages in the chosen order, the signed-in
 * person's standing (may they review, their own review), and what they may do to a review.
 */
export class ReviewsStore {
  courseId = '';
  sort: ReviewSortOption = 'newest';
  page = 1;
  reviews: ReviewWire[] = [];
  total = 0;
  status: LoadStatus = 'idle';
  standing: ReviewStandingWire | null = null;
  /** Reviews the person marked helpful here, so the button says so. */
  readonly voted = new Set<string>();

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<ReviewsStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / REVIEWS_PER_PAGE));
  }

  /** Starts over on another course (or the same one, fresh). */
  async open(courseId: string, signedIn: boolean): Promise<void> {
    this.courseId = courseId;
    this.sort = 'newest';
    this.page = 1;
    this.standing = null;
    this.voted.clear();
    await Promise.all([this.load(), signedIn ? this.loadStanding() : Promise.resolve()]);
  }

  async load(): Promise<void> {
    const courseId = this.courseId;
    this.status = 'loading';
    try {
      const answer = await this.api.call(endpoints.courseReviews, {
        params: { id: courseId },
        query: { sort: this.sort, page: this.page, limit: REVIEWS_PER_PAGE },
      });
      runInAction(() => {
        if (courseId !== this.courseId) return;
        this.reviews = answer.reviews;
        this.total = answer.total;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  async loadStanding(): Promise<void> {
    const courseId = this.courseId;
    try {
      const standing = await this.api.call(endpoints.myReview, { params: { id: courseId } });
      runInAction(() => {
        if (courseId === this.courseId) this.standing = standing;
      });
    } catch {
      // Without a standing the page simply offers no review form.
    }
  }

  async changeSort(sort: ReviewSortOption): Promise<void> {
    this.sort = sort;
    this.page = 1;
    await this.load();
  }

  async goTo(page: number): Promise<void> {
    this.page = page;
    await this.load();
  }

  /** Writes the person's review, or edits it when they have one. Returns an error message. */
  async save(input: { rating: number; text: string }): Promise<string | null> {
    const own = this.standing?.review;
    try {
      if (own) await this.api.call(endpoints.editReview, { params: { id: own._id }, body: input });
      else
        await this.api.call(endpoints.postReview, { params: { id: this.courseId }, body: input });
      runInAction(() => {
        this.sort = 'newest';
        this.page = 1;
      });
      await Promise.all([this.load(), this.loadStanding()]);
      return null;
    } catch (error) {
      return message(error, 'Your review could not be saved.');
    }
  }

  async reply(reviewId: string, text: string): Promise<string | null> {
    try {
      const review = await this.api.call(endpoints.replyToReview, {
        params: { id: reviewId },
        body: { text },
      });
      runInAction(() => this.replace(review));
      return null;
    } catch (error) {
      return message(error, 'Your reply could not be saved.');
    }
  }

  async hide(reviewId: string, reason: string): Promise<string | null> {
    try {
      await this.api.call(endpoints.hideReview, { params: { id: reviewId }, body: { reason } });
      await this.load();
      return null;
    } catch (error) {
      return message(error, 'The review could not be hidden.');
    }
  }

  async markHelpful(reviewId: string): Promise<void> {
    try {
      const { helpfulCount } = await this.api.call(endpoints.markReviewHelpful, {
        params: { id: reviewId },
      });
      runInAction(() => {
        this.voted.add(reviewId);
        const review = this.reviews.find((item) => item._id === reviewId);
        if (review) this.replace({ ...review, helpfulCount });
      });
    } catch {
      // A vote that did not count changes nothing on the page.
    }
  }

  private replace(review: ReviewWire): void {
    this.reviews = this.reviews.map((item) => (item._id === review._id ? review : item));
  }
}

export function createReviewsStore(root: RootStore): ReviewsStore {
  return new ReviewsStore(root.api);
}
