import { indexCourseWords, indexSearchTerms } from '@classroom/persistence-knex';
import type { Knex } from 'knex';
import { courseRows, instructorRows } from './generate-courses';

const BATCH = 500;

/** Writes the generated catalogue unless the database already holds it. */
export async function fillCatalogue(
  knex: Knex,
  count: number,
  log: (line: string) => void,
  fresh = false,
) {
  const [row] = await knex('courses').where('id', 'like', 'bench-%').count({ n: '*' });
  if (!fresh && Number(row?.n ?? 0) === count) {
    log(`  catalogue already holds ${count} generated courses`);
    return;
  }
  await knex('courses').where('id', 'like', 'bench-%').delete();
  await knex('users').where('id', 'like', 'bench-instructor-%').delete();
  await knex.batchInsert('users', instructorRows(), BATCH);
  const started = Date.now();
  let batch: Record<string, unknown>[] = [];
  let written = 0;
  for (const course of courseRows(count)) {
    batch.push(course);
    if (batch.length === BATCH) {
      await knex('courses').insert(batch);
      written += batch.length;
      batch = [];
      if (written % 20_000 === 0) log(`  ${written} courses written`);
    }
  }
  if (batch.length > 0) await knex('courses').insert(batch);
  // Bulk rows skip the repository, so the search words and the vocabulary are written in
  // one pass here.
  await indexCourseWords(knex);
  await indexSearchTerms(knex);
  log(`  ${count} courses written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
