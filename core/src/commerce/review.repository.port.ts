import type { Page, PageRequest } from '../shared/ports';
import type { Review } from './review';

/** The course page's orders: newest first, or most helpful first (then newest). */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export interface ReviewRepository {
  findById(id: string): Promise<Review | null>;
  findByEnrollment(enrollmentId: string): Promise<Review | null>;
  /** False, changing nothing, when the enrollment already has a review. */
  insert(review: Review): Promise<boolean>;
  /**
   * Writes the rating, words, reply and hiding while the stored version is still `before`:
   * false, changing nothing, when another write got there first.
   */
  save(review: Review, before: number): Promise<boolean>;
  /** A course's reviews that are not hidden, in the sort's order, paged in the store. */
  listVisible(courseId: string, sort: ReviewSort, page: PageRequest): Promise<Page<Review>>;
  /**
   * One person's helpful vote: false, changing nothing, when they already voted. Otherwise
   * the review's count goes up by one, atomically.
   */
  addHelpfulVote(reviewId: string, userId: string): Promise<boolean>;
  /**
   * Moves an author's reviews to a stand-in record, with its name: what deleting an account
   * keeps of them (the ratings stay in their courses' averages).
   */
  transferAuthor(fromUserId: string, to: { id: string; displayName: string }): Promise<void>;
  /** The review's count of helpful votes, as stored now. */
  helpfulCount(reviewId: string): Promise<number>;
}
