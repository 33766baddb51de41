import type { Knex } from 'knex';
import { hasIndex } from './schema-state';

const AUTHOR_UNIQUE = 'reviews_author_unique';

/**
 * One review per person and course, ever, and a refund withdraws it (decision 46).
 * `withdrawn_reason` and `withdrawn_at` say why and when the author's payment was reversed.
 * `author_key` is the author's id, with a unique key on `(course_id, author_key)`; it is NULL
 * only on a person's older reviews of a course written before this rule (after a refund and a
 * new purchase), which stay as written, withdrawn. Reviews whose enrollment has ended are
 * withdrawn here, and their courses' figures counted again. Each step checks first, so
 * running it twice is safe.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('reviews', 'author_key'))) {
    await knex.schema.alterTable('reviews', (table) => {
      table.string('author_key', 64).nullable();
      table.string('withdrawn_reason', 16).nullable();
      table.bigInteger('withdrawn_at').nullable();
    });
  }
  if (await hasIndex(knex, 'reviews', AUTHOR_UNIQUE)) return;

  await withdrawReviewsOfEndedEnrollments(knex);
  await knex('reviews').update({ author_key: knex.ref('author_id') });
  const twice = (await knex('reviews')
    .select('course_id', 'author_id')
    .groupBy('course_id', 'author_id')
    .havingRaw('COUNT(*) > 1')) as { course_id: string; author_id: string }[];
  for (const { course_id, author_id } of twice) {
    const [, ...older] = await knex('reviews')
      .where({ course_id, author_id })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .pluck('id');
    await knex('reviews').whereIn('id', older).update({ author_key: null });
  }
  await knex.schema.alterTable('reviews', (table) => {
    table.unique(['course_id', 'author_key'], { indexName: AUTHOR_UNIQUE });
  });
}

async function withdrawReviewsOfEndedEnrollments(knex: Knex): Promise<void> {
  const ended = (await knex('reviews')
    .join('enrollments', 'enrollments.id', 'reviews.enrollment_id')
    .whereNotNull('enrollments.ended_at')
    .whereNull('reviews.withdrawn_at')
    .select(
      'reviews.id',
      'reviews.course_id',
      'enrollments.ended_at',
      'enrollments.end_reason',
    )) as { id: string; course_id: string; ended_at: number; end_reason: string | null }[];
  for (const review of ended) {
    await knex('reviews')
      .where({ id: review.id })
      .update({
        withdrawn_reason: review.end_reason ?? 'refunded',
        withdrawn_at: review.ended_at,
        version: knex.raw('version + 1'),
      });
  }
  for (const courseId of new Set(ended.map((review) => review.course_id))) {
    const [figures] = (await knex('reviews')
      .where({ course_id: courseId })
      .whereNull('hidden_at')
      .whereNull('withdrawn_at')
      .sum({ sum: 'rating' })
      .count({ count: '*' })) as { sum: unknown; count: unknown }[];
    const sum = Number(figures?.sum ?? 0);
    const count = Number(figures?.count ?? 0);
    await knex('courses')
      .where({ id: courseId })
      .update({
        rating_sum: sum,
        rating_count: count,
        rating_average: count > 0 ? sum / count : null,
      });
  }
}

export async function down(knex: Knex): Promise<void> {
  if (await hasIndex(knex, 'reviews', AUTHOR_UNIQUE)) {
    await knex.schema.alterTable('reviews', (table) => {
      table.dropUnique(['course_id', 'author_key'], AUTHOR_UNIQUE);
    });
  }
  if (await knex.schema.hasColumn('reviews', 'author_key')) {
    await knex.schema.alterTable('reviews', (table) => {
      table.dropColumn('withdrawn_at');
      table.dropColumn('withdrawn_reason');
      table.dropColumn('author_key');
    });
  }
}
