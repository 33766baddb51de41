import type { ReviewSort } from '../shared/options';
import type { Page, PageRequest } from '../shared/ports';
import type { Review } from './review';

export interface ReviewRepository {
  findById(id: string): Promise<Review | null>;
  /** The review speaking for that enrollment; with `lock`, held until commit. */
  findByEnrollment(enrollmentId: string, options?: { lock?: boolean }): Promise<Review | null>;
  /** The person's review of the course, withdrawn or not: there is one, ever. */
  findByAuthor(courseId: string, authorId: string): Promise<Review | null>;
  /**
   * False, changing nothing, when the enrollment, or the author in this course, already has
   * a review.
   */
  insert(review: Review): Promise<boolean>;
  /**
   * Writes the rating, words, enrollment, reply, hiding and withdrawal while the stored
   * version is still `before`: false, changing nothing, when another write got there first
   * or the enrollment already has another review.
   */
  save(review: Review, before: number): Promise<boolean>;
  /** A course's visible reviews (neither hidden nor withdrawn), in the sort's order, paged. */
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
