import type { Knex } from 'knex';
import { indexCourseWords } from '../course-words';

/**
 * MySQL: the words of every approved course, normalised (lower-case, letters and digits, each
 * once, space-padded) into binary columns and clustered newest first. The search reads its
 * newest-first scan from here: a whole-word test is then a plain byte match over a compact
 * row, several times cheaper than LIKE and REGEXP under a case-insensitive collation on
 * `courses`. SQLite needs none of it: its FTS5 table answers every word.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'mysql2') return;
  if (!(await knex.schema.hasTable('course_words'))) {
    await knex.raw(`
      CREATE TABLE course_words (
        created_at BIGINT NOT NULL,
        seq INT UNSIGNED NOT NULL,
        name BLOB NOT NULL,
        short_description BLOB NOT NULL,
        instructor_name BLOB NOT NULL,
        category BLOB NOT NULL,
        detailed_description MEDIUMBLOB NOT NULL,
        PRIMARY KEY (created_at, seq),
        UNIQUE KEY course_words_seq_unique (seq),
        CONSTRAINT course_words_seq_foreign FOREIGN KEY (seq) REFERENCES courses (seq)
          ON DELETE CASCADE
      ) ENGINE=InnoDB`);
  }
  await indexCourseWords(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('course_words');
}
