import type { Knex } from 'knex';

/**
 * Courses' curricula and students' progress (decision 27): sections, lessons (their content
 * as JSON, a quiz's answer key included), one progress row per enrollment and lesson (the
 * seconds watched as merged ranges in JSON), quiz attempts numbered per enrollment and lesson,
 * and each enrollment's last lesson, percentage and completion date. Deleting a course, a
 * section or a lesson deletes what depends on it. Each step checks first, so running it twice
 * is safe.
 */
export async function up(knex: Knex): Promise<void> {
  const mySql = knex.client.config.client === 'mysql2';

  if (!(await knex.schema.hasTable('course_sections'))) {
    await knex.schema.createTable('course_sections', (table) => {
      table.string('id', 64).primary();
      belongsTo(table, 'course_id', 'courses', 'course_sections_course_foreign');
      table.integer('position').notNullable();
      table.string('title', 200).notNullable();
      table.index(['course_id', 'position'], 'course_sections_course_position_index');
    });
  }

  if (!(await knex.schema.hasTable('lessons'))) {
    await knex.schema.createTable('lessons', (table) => {
      table.string('id', 64).primary();
      belongsTo(table, 'course_id', 'courses', 'lessons_course_foreign');
      belongsTo(table, 'section_id', 'course_sections', 'lessons_section_foreign');
      table.integer('position').notNullable();
      table.string('title', 200).notNullable();
      table.string('kind', 16).notNullable();
      table.boolean('preview').notNullable().defaultTo(false);
      table.integer('duration_seconds').notNullable();
      table.text('content', mySql ? 'mediumtext' : undefined).notNullable();
      table.index(['course_id', 'section_id', 'position'], 'lessons_course_section_index');
    });
  }

  if (!(await knex.schema.hasTable('lesson_progress'))) {
    await knex.schema.createTable('lesson_progress', (table) => {
      belongsTo(table, 'enrollment_id', 'enrollments', 'lesson_progress_enrollment_foreign');
      belongsTo(table, 'lesson_id', 'lessons', 'lesson_progress_lesson_foreign');
      table.string('status', 16).notNullable();
      table.integer('last_position_seconds').notNullable();
      table.text('watched').notNullable();
      table.integer('watched_seconds').notNullable();
      table.bigInteger('completed_at').nullable();
      table.bigInteger('last_seen_at').notNullable();
      table.primary(['enrollment_id', 'lesson_id']);
      table.index(['lesson_id', 'status'], 'lesson_progress_lesson_status_index');
    });
  }

  if (!(await knex.schema.hasTable('quiz_attempts'))) {
    await knex.schema.createTable('quiz_attempts', (table) => {
      table.string('id', 64).primary();
      belongsTo(table, 'enrollment_id', 'enrollments', 'quiz_attempts_enrollment_foreign');
      belongsTo(table, 'lesson_id', 'lessons', 'quiz_attempts_lesson_foreign');
      table.integer('attempt_number').notNullable();
      table.text('answers').notNullable();
      table.integer('score').notNullable();
      table.boolean('passed').notNullable();
      table.bigInteger('submitted_at').notNullable();
      // The limit holds under concurrent attempts: a number is taken once.
      table.unique(['enrollment_id', 'lesson_id', 'attempt_number'], {
        indexName: 'quiz_attempts_number_unique',
      });
    });
  }

  for (const [column, add] of [
    [
      'last_lesson_id',
      (table: Knex.AlterTableBuilder) => table.string('last_lesson_id', 64).nullable(),
    ],
    [
      'progress_percent',
      (table: Knex.AlterTableBuilder) =>
        table.integer('progress_percent').notNullable().defaultTo(0),
    ],
    [
      'completed_at',
      (table: Knex.AlterTableBuilder) => table.bigInteger('completed_at').nullable(),
    ],
  ] as const) {
    if (!(await knex.schema.hasColumn('enrollments', column))) {
      await knex.schema.alterTable('enrollments', (table) => void add(table));
    }
  }
}

/** A required id column whose row goes when the row it names is deleted. */
function belongsTo(table: Knex.CreateTableBuilder, column: string, parent: string, key: string) {
  table
    .string(column, 64)
    .notNullable()
    .references('id')
    .inTable(parent)
    .onDelete('CASCADE')
    .withKeyName(key);
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['quiz_attempts', 'lesson_progress', 'lessons', 'course_sections']) {
    await knex.schema.dropTableIfExists(name);
  }
  for (const column of ['last_lesson_id', 'progress_percent', 'completed_at']) {
    if (await knex.schema.hasColumn('enrollments', column)) {
      await knex.schema.alterTable('enrollments', (table) => void table.dropColumn(column));
    }
  }
}
