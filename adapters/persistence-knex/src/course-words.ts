import type { Knex } from 'knex';
import type { Db } from './search-ranking';
import { textWords } from './search-words';

/** The searchable fields, each with its weight in the ranking (a hit in the name counts most). */
export const WORD_FIELDS = [
  ['name', 10],
  ['short_description', 4],
  ['instructor_name', 3],
  ['category', 2],
  ['detailed_description', 1],
] as const;

const TEXT_COLUMNS = WORD_FIELDS.map(([column]) => column);
const BACKFILL_BATCH = 1_000;

interface SourceRow {
  seq: number;
  created_at: number | string;
  status?: string;
  name: string;
  short_description: string;
  instructor_name: string;
  category: string;
  detailed_description: string;
}

/**
 * A field as the MySQL scan reads it: its distinct words, space-separated and padded with a
 * space on both sides, so that a whole word is the byte pattern `% word %`.
 */
export function fieldWords(text: string): string {
  const words = [...new Set(textWords(text))];
  return words.length === 0 ? ' ' : ` ${words.join(' ')} `;
}

function wordsRow(course: SourceRow): Record<string, unknown> {
  const row: Record<string, unknown> = { seq: course.seq, created_at: course.created_at };
  for (const column of TEXT_COLUMNS) row[column] = fieldWords(course[column]);
  return row;
}

/**
 * MySQL: rewrites the `course_words` rows of the given courses from their current text and
 * status (approved courses only). The course repository calls it after every write, in the
 * same transaction. SQLite keeps its FTS5 table in step with triggers instead.
 */
export async function syncCourseWords(db: Db, courseIds: string[]): Promise<void> {
  const courses = (await db('courses')
    .select('seq', 'created_at', 'status', ...TEXT_COLUMNS)
    .whereIn('id', courseIds)) as SourceRow[];
  if (courses.length === 0) return;
  await db('course_words')
    .whereIn(
      'seq',
      courses.map((course) => course.seq),
    )
    .delete();
  const approved = courses.filter((course) => course.status === 'approved');
  if (approved.length > 0) await db('course_words').insert(approved.map(wordsRow));
}

/**
 * MySQL: writes the missing `course_words` rows of approved courses, in batches by row
 * number (each batch starts where the last stopped, so a million courses are read once,
 * not once per batch). The migration runs it once; bulk loads that write `courses` directly
 * run it after loading. A no-op elsewhere.
 */
export async function indexCourseWords(knex: Knex): Promise<number> {
  if (knex.client.config.client !== 'mysql2') return 0;
  let written = 0;
  let from = 0;
  for (;;) {
    const batch = (await knex('courses')
      .where('courses.seq', '>', from)
      .andWhere('courses.status', 'approved')
      .select(
        'courses.seq',
        'courses.created_at',
        ...TEXT_COLUMNS.map((column) => `courses.${column}`),
      )
      .orderBy('courses.seq')
      .limit(BACKFILL_BATCH)) as SourceRow[];
    if (batch.length === 0) return written;
    from = Number(batch.at(-1)!.seq);
    const present = new Set(
      (
        (await knex('course_words')
          .select('seq')
          .whereIn(
            'seq',
            batch.map((course) => course.seq),
          )) as { seq: number }[]
      ).map((row) => Number(row.seq)),
    );
    const missing = batch.filter((course) => !present.has(Number(course.seq)));
    if (missing.length > 0) await knex('course_words').insert(missing.map(wordsRow));
    written += missing.length;
  }
}
