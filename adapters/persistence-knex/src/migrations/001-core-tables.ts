import type { Knex } from 'knex';

/**
 * The product's tables. Times are epoch milliseconds (BIGINT) and money integer cents, so
 * both dialects store and sort them the same way. Each table is created only when missing,
 * so the migration is safe on a database that already has it.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('users'))) {
    await knex.schema.createTable('users', (table) => {
      table.string('id', 64).primary();
      table.string('email', 254).notNullable().unique('users_email_unique');
      table.string('display_name', 200).notNullable();
      table.string('photo_url', 2048).notNullable();
      table.string('role', 16).notNullable();
      table.string('instructor_status', 16).notNullable();
      table.string('category', 64).notNullable();
      table.string('experience', 32).notNullable();
      table.string('title', 200).notNullable();
      table.bigInteger('created_at').notNullable();
      table.index(['created_at', 'id'], 'users_created_index');
      table.index(['instructor_status', 'created_at'], 'users_instructor_status_index');
    });
  }

  if (!(await knex.schema.hasTable('courses'))) {
    await knex.schema.createTable('courses', (table) => {
      // `seq` is the row number the text index refers to; `id` is the public identifier.
      table.increments('seq').primary();
      table.string('id', 64).notNullable().unique('courses_id_unique');
      table.string('name', 200).notNullable();
      table.string('category', 64).notNullable();
      table.string('language', 64).notNullable();
      table.boolean('certificate').notNullable();
      table.integer('lectures').notNullable();
      table.string('image', 2048).notNullable();
      table.integer('price_cents').notNullable();
      table.string('short_description', 500).notNullable();
      table.text('detailed_description').notNullable();
      table.string('instructor_name', 200).notNullable();
      table.string('instructor_title', 200).notNullable();
      table.string('instructor_experience', 32).notNullable();
      table
        .string('instructor_email', 254)
        .notNullable()
        .references('email')
        .inTable('users')
        .withKeyName('courses_instructor_email_foreign');
      table.string('instructor_image', 2048).notNullable();
      table.double('rating').notNullable();
      table.integer('total_enrollment').notNullable().defaultTo(0);
      table.string('status', 16).notNullable();
      table.bigInteger('created_at').notNullable();
      table.index(['status', 'created_at'], 'courses_status_created_index');
      table.index(['status', 'total_enrollment'], 'courses_status_enrollment_index');
      table.index(['instructor_email', 'created_at'], 'courses_instructor_index');
      table.index(['created_at'], 'courses_created_index');
    });
  }

  if (!(await knex.schema.hasTable('payments'))) {
    await knex.schema.createTable('payments', (table) => {
      table.string('id', 64).primary();
      table.string('transaction_id', 255).notNullable().unique('payments_transaction_unique');
      table
        .string('email', 254)
        .notNullable()
        .references('email')
        .inTable('users')
        .withKeyName('payments_email_foreign');
      table.string('name', 200).notNullable();
      table
        .string('course_id', 64)
        .notNullable()
        .references('id')
        .inTable('courses')
        .withKeyName('payments_course_foreign');
      table.string('course_name', 200).notNullable();
      table.string('course_image', 2048).notNullable();
      table.string('instructor_name', 200).notNullable();
      table.integer('amount_cents').notNullable();
      table.bigInteger('paid_at').notNullable();
      table.index(['email', 'paid_at'], 'payments_email_paid_index');
      table.index(['course_id', 'paid_at'], 'payments_course_paid_index');
    });
  }

  if (!(await knex.schema.hasTable('enrollments'))) {
    await knex.schema.createTable('enrollments', (table) => {
      table.string('id', 64).primary();
      table
        .string('email', 254)
        .notNullable()
        .references('email')
        .inTable('users')
        .withKeyName('enrollments_email_foreign');
      table
        .string('course_id', 64)
        .notNullable()
        .references('id')
        .inTable('courses')
        .withKeyName('enrollments_course_foreign');
      table.string('course_name', 200).notNullable();
      table.string('course_image', 2048).notNullable();
      table.string('instructor_name', 200).notNullable();
      table
        .string('payment_id', 64)
        .notNullable()
        .references('id')
        .inTable('payments')
        .withKeyName('enrollments_payment_foreign');
      table.bigInteger('enrolled_at').notNullable();
      table.unique(['email', 'course_id'], { indexName: 'enrollments_student_course_unique' });
      table.index(['email', 'enrolled_at'], 'enrollments_email_enrolled_index');
      table.index(['course_id', 'enrolled_at'], 'enrollments_course_enrolled_index');
    });
  }

  if (!(await knex.schema.hasTable('feedback'))) {
    await knex.schema.createTable('feedback', (table) => {
      // `seq` keeps the order the entries were written in.
      table.increments('seq').primary();
      table.string('id', 64).notNullable().unique('feedback_id_unique');
      table.text('feedback_text').notNullable();
      table.string('image', 2048).notNullable();
      table.string('name', 200).notNullable();
      table.string('title', 200).notNullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['feedback', 'enrollments', 'payments', 'courses', 'users']) {
    await knex.schema.dropTableIfExists(name);
  }
}
