import {
  pageOffset,
  type Page,
  type PageRequest,
  type Review,
  type ReviewRepository,
  type ReviewSort,
} from '@classroom/core';
import type { Knex } from 'knex';
import type { Dialect } from './dialect';
import { isUniqueViolation } from './driver-errors';
import { latest } from './latest-rows';
import { toReview, toReviewRow, type ReviewRow } from './review-row';

const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

export class KnexReviewRepository implements ReviewRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly dialect: Dialect,
  ) {}

  async findById(id: string): Promise<Review | null> {
    const row = await this.db<ReviewRow>('reviews').where({ id }).first();
    return row ? toReview(row) : null;
  }

  async findByEnrollment(
    enrollmentId: string,
    options: { lock?: boolean } = {},
  ): Promise<Review | null> {
    const query = this.db<ReviewRow>('reviews').where({ enrollment_id: enrollmentId });
    const row = await (options.lock ? latest(query, this.db, this.dialect) : query).first();
    return row ? toReview(row) : null;
  }

  async findByAuthor(courseId: string, authorId: string): Promise<Review | null> {
    const row = await this.db<ReviewRow>('reviews')
      .where({ course_id: courseId, author_key: authorId })
      .first();
    return row ? toReview(row) : null;
  }

  async insert(review: Review): Promise<boolean> {
    try {
      await this.db('reviews').insert(toReviewRow(review));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async save(review: Review, before: number): Promise<boolean> {
    const row = toReviewRow(review);
    try {
      return (await this.update(review.id, before, row)) === 1;
    } catch (error) {
      // Brought back into an enrollment that has another review (one from before decision 46).
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  private update(id: string, before: number, row: ReviewRow): Promise<number> {
    return this.db('reviews').where({ id, version: before }).update({
      enrollment_id: row.enrollment_id,
      author_name: row.author_name,
      rating: row.rating,
      text: row.text,
      updated_at: row.updated_at,
      reply_text: row.reply_text,
      replied_at: row.replied_at,
      hidden_reason: row.hidden_reason,
      hidden_by: row.hidden_by,
      hidden_at: row.hidden_at,
      withdrawn_reason: row.withdrawn_reason,
      withdrawn_at: row.withdrawn_at,
      version: row.version,
    });
  }

  async listVisible(courseId: string, sort: ReviewSort, page: PageRequest): Promise<Page<Review>> {
    const visible = () =>
      this.db<ReviewRow>('reviews')
        .where({ course_id: courseId })
        .whereNull('hidden_at')
        .whereNull('withdrawn_at');
    const order =
      sort === 'helpful'
        ? [{ column: 'helpful_count', order: 'desc' as const }, ...NEWEST_FIRST]
        : [...NEWEST_FIRST];
    const [rows, count] = await Promise.all([
      visible().select('*').orderBy(order).limit(page.limit).offset(pageOffset(page)) as Promise<
        ReviewRow[]
      >,
      visible().count({ n: '*' }),
    ]);
    return { items: rows.map(toReview), total: Number(count[0]?.n ?? 0), ...page };
  }

  async addHelpfulVote(reviewId: string, userId: string): Promise<boolean> {
    try {
      await this.db('review_votes').insert({ review_id: reviewId, user_id: userId });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    await this.db('reviews')
      .where({ id: reviewId })
      .update({ helpful_count: this.db.raw('helpful_count + 1') });
    return true;
  }

  async transferAuthor(fromUserId: string, to: { id: string; displayName: string }) {
    await this.db('reviews')
      .where({ author_id: fromUserId })
      .update({
        author_id: to.id,
        author_key: this.db.raw('CASE WHEN author_key IS NULL THEN NULL ELSE ? END', [to.id]),
        author_name: to.displayName,
      });
  }

  async helpfulCount(reviewId: string): Promise<number> {
    const row = await this.db('reviews').select('helpful_count').where({ id: reviewId }).first();
    return Number(row?.helpful_count ?? 0);
  }
}
