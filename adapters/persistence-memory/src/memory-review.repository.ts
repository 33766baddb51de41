import {
  Review,
  type Page,
  type PageRequest,
  type ReviewProps,
  type ReviewRepository,
  type ReviewSort,
} from '@classroom/core';
import { pageOf } from './memory-table-query';
import type { MemoryTables } from './memory-tables';

const newestFirst = (a: ReviewProps, b: ReviewProps) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

export class MemoryReviewRepository implements ReviewRepository {
  constructor(private readonly tables: MemoryTables) {}

  async findById(id: string): Promise<Review | null> {
    const row = this.tables.reviews.get(id);
    return row ? Review.restore(structuredClone(row)) : null;
  }

  async findByEnrollment(enrollmentId: string): Promise<Review | null> {
    const row = [...this.tables.reviews.values()].find(
      (review) => review.enrollmentId === enrollmentId,
    );
    return row ? Review.restore(structuredClone(row)) : null;
  }

  async findByAuthor(courseId: string, authorId: string): Promise<Review | null> {
    const row = [...this.tables.reviews.values()].find(
      (review) => review.courseId === courseId && review.authorId === authorId,
    );
    return row ? Review.restore(structuredClone(row)) : null;
  }

  async insert(review: Review): Promise<boolean> {
    // Check and write with no await between them, as the unique keys do.
    const props = review.toProps();
    const taken = [...this.tables.reviews.values()].some(
      (row) =>
        row.enrollmentId === props.enrollmentId ||
        (row.courseId === props.courseId && row.authorId === props.authorId),
    );
    if (taken) return false;
    this.tables.reviews.set(props.id, structuredClone(props));
    return true;
  }

  async save(review: Review, before: number): Promise<boolean> {
    const row = this.tables.reviews.get(review.id);
    if (!row || row.version !== before) return false;
    const { enrollmentId } = review.toProps();
    const taken = [...this.tables.reviews.values()].some(
      (other) => other.id !== review.id && other.enrollmentId === enrollmentId,
    );
    if (taken) return false;
    // The helpful count belongs to addHelpfulVote alone.
    const props = structuredClone(review.toProps());
    this.tables.reviews.set(review.id, { ...props, helpfulCount: row.helpfulCount });
    return true;
  }

  async listVisible(courseId: string, sort: ReviewSort, page: PageRequest): Promise<Page<Review>> {
    const rows = [...this.tables.reviews.values()].filter(
      (row) => row.courseId === courseId && row.hidden === null && row.withdrawn === null,
    );
    const order =
      sort === 'helpful'
        ? (a: ReviewProps, b: ReviewProps) => b.helpfulCount - a.helpfulCount || newestFirst(a, b)
        : newestFirst;
    return pageOf(rows.sort(order), page, (row) => Review.restore(structuredClone(row)));
  }

  async addHelpfulVote(reviewId: string, userId: string): Promise<boolean> {
    const key = `${reviewId} ${userId}`;
    const row = this.tables.reviews.get(reviewId);
    if (!row || this.tables.reviewVotes.has(key)) return false;
    this.tables.reviewVotes.set(key, true);
    this.tables.reviews.set(reviewId, { ...row, helpfulCount: row.helpfulCount + 1 });
    return true;
  }

  async transferAuthor(fromUserId: string, to: { id: string; displayName: string }) {
    for (const [id, row] of this.tables.reviews) {
      if (row.authorId === fromUserId) {
        this.tables.reviews.set(id, { ...row, authorId: to.id, authorName: to.displayName });
      }
    }
  }

  async helpfulCount(reviewId: string): Promise<number> {
    return this.tables.reviews.get(reviewId)?.helpfulCount ?? 0;
  }
}
