import type { Knex } from 'knex';

/**
 * Students' reviews (decision 35): one per enrollment, the instructor's reply and an admin's
 * hiding on the row, one helpful vote per person and review. The course row keeps its
 * visible reviews' rating sum and count, and their average for the catalogue's sort and
 * filter (NULL until the first review). Times are epoch milliseconds. Each step checks
 * first, so running it twice is safe.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('courses', 'rating_count'))) {
    await knex.schema.alterTable('courses', (table) => {
      table.integer('rating_sum').notNullable().defaultTo(0);
      table.integer('rating_count').notNullable().defaultTo(0);
      table.double('rating_average').nullable();
      table.index(['status', 'rating_average', 'created_at', 'seq'], 'courses_rating_index');
    });
  }

  if (!(await knex.schema.hasTable('reviews'))) {
    await knex.schema.createTable('reviews', (table) => {
      table.string('id', 64).primary();
      table
        .string('course_id', 64)
        .notNullable()
        .references('id')
        .inTable('courses')
        .onDelete('CASCADE')
        .withKeyName('reviews_course_foreign');
      table
        .string('enrollment_id', 64)
        .notNullable()
        .references('id')
        .inTable('enrollments')
        .onDelete('CASCADE')
        .withKeyName('reviews_enrollment_foreign');
      // A plain id: the review stays with its enrollment when an account goes.
      table.string('author_id', 64).notNullable();
      table.string('author_name', 200).notNullable();
      table.integer('rating').notNullable();
      table.text('text').notNullable();
      table.bigInteger('created_at').notNullable();
      table.bigInteger('updated_at').notNullable();
      table.text('reply_text').nullable();
      table.bigInteger('replied_at').nullable();
      table.text('hidden_reason').nullable();
      table.string('hidden_by', 64).nullable();
      table.bigInteger('hidden_at').nullable();
      table.integer('helpful_count').notNullable().defaultTo(0);
      table.integer('version').notNullable();
      table.unique(['enrollment_id'], { indexName: 'reviews_enrollment_unique' });
      table.index(['course_id', 'hidden_at', 'created_at'], 'reviews_newest_index');
      table.index(
        ['course_id', 'hidden_at', 'helpful_count', 'created_at'],
        'reviews_helpful_index',
      );
    });
  }

  if (!(await knex.schema.hasTable('review_votes'))) {
    await knex.schema.createTable('review_votes', (table) => {
      table
        .string('review_id', 64)
        .notNullable()
        .references('id')
        .inTable('reviews')
        .onDelete('CASCADE')
        .withKeyName('review_votes_review_foreign');
      table.string('user_id', 64).notNullable();
      table.primary(['review_id', 'user_id'], 'review_votes_primary');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('review_votes');
  await knex.schema.dropTableIfExists('reviews');
  if (await knex.schema.hasColumn('courses', 'rating_count')) {
    await knex.schema.alterTable('courses', (table) => {
      table.dropIndex(['status', 'rating_average', 'created_at', 'seq'], 'courses_rating_index');
      table.dropColumn('rating_average');
      table.dropColumn('rating_count');
      table.dropColumn('rating_sum');
    });
  }
}
