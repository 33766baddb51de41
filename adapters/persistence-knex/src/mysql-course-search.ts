import type { Knex } from 'knex';
import { WORD_FIELDS } from './course-words';
import { wordStatisticsOf } from './word-statistics';
import {
  rankAndFetch,
  SEARCH_CANDIDATES,
  type Candidate,
  type Db,
  type SearchHits,
  type SearchWindow,
} from './search-ranking';

/** Approved courses read per step of the newest-first scan. */
export const SCAN_STEP = 500;
/** A word found this often in the first step is common: too many rows for the text index. */
const COMMON_HITS = 6;
/** The scan never reads more than this many steps, however deep the page. */
const MAX_STEPS = 8;

const MATCH =
  'MATCH (name, short_description, detailed_description, instructor_name, category) AGAINST (? IN BOOLEAN MODE)';

type ScoredRow = Record<string, number> & { seq: number; created_at: number };

/**
 * MySQL. InnoDB's FULLTEXT index answers a rare word in a millisecond or two, but its time
 * grows with the number of rows the word is in (hundreds of milliseconds for a word in most
 * courses), LIMIT or not. So the words are split by how common they are:
 *  - common words: the newest approved courses are read in steps from `course_words`
 *    (their normalised words, clustered newest first) and scored against every word,
 *    until the page is full;
 *  - rare words: the FULLTEXT index, which is fast for exactly those;
 *  - a query of rare words only is ranked by the index's own relevance; otherwise the union
 *    is ranked by weighted whole-word hits per field.
 * A word's class comes from the first scan step (many hits there = common) and is remembered
 * per database for a while, so repeated words skip the probe. The work per query is bounded
 * either way; with a common word the total is a lower bound (the cap).
 */
export async function searchMySql(
  db: Db,
  words: string[],
  window: SearchWindow,
): Promise<SearchHits> {
  const statistics = wordStatisticsOf(db);
  const known = words.map((word) => statistics.get(word));
  if (known.every((common) => common === false)) return searchIndexOnly(db, words, window);

  const scores = words.map((word, i) => scoreSql(db, word, `s${i}`));
  const candidates = new Map<number, Candidate>();
  const hits = words.map(() => 0);
  const wanted = window.offset + window.limit;
  let cursor: { created_at: number; seq: number } | null = null;
  let exhausted = false;
  let common = known.map((value) => value === true);
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const rows = await scanStep(db, scores, cursor);
    for (const row of rows) {
      const candidate = toCandidate(row, words.length);
      if (candidate.score > 0) candidates.set(row.seq, candidate);
      words.forEach((_, i) => {
        if (Number(row[`s${i}`]) > 0) hits[i]! += 1;
      });
    }
    exhausted = rows.length < SCAN_STEP;
    if (step === 0 && !exhausted) {
      common = words.map((word, i) => known[i] ?? hits[i]! >= COMMON_HITS);
      words.forEach((word, i) => statistics.set(word, common[i]!));
      if (!common.some(Boolean)) return searchIndexOnly(db, words, window);
    }
    const last = rows.at(-1);
    if (exhausted || !last || candidates.size >= wanted) break;
    cursor = { created_at: Number(last.created_at), seq: Number(last.seq) };
  }

  const rare = words.filter((word, i) => !common[i] && word.length >= 3);
  if (!exhausted && rare.length > 0) {
    const found = (await db('courses')
      .select('seq')
      .whereRaw(MATCH, [rare.join(' ')])
      .andWhere('status', 'approved')
      .limit(SEARCH_CANDIDATES + 1)) as { seq: number }[];
    const missing = found.map((row) => row.seq).filter((seq) => !candidates.has(seq));
    if (missing.length > 0) {
      const scored = (await db('course_words')
        .select('seq', 'created_at', ...scores)
        .whereIn('seq', missing)) as ScoredRow[];
      for (const row of scored) candidates.set(row.seq, toCandidate(row, words.length));
    }
  }
  const capped = !exhausted && common.some(Boolean);
  return rankAndFetch(db, [...candidates.values()], 'desc', window, {
    capped,
    total: capped ? SEARCH_CANDIDATES : 0,
  });
}

/** Rare words only: the FULLTEXT index finds and ranks them (few rows, so few milliseconds). */
async function searchIndexOnly(db: Db, words: string[], window: SearchWindow): Promise<SearchHits> {
  const terms = words.filter((word) => word.length >= 3).join(' ');
  if (!terms) return { rows: [], total: 0, capped: false };
  const candidates = (await db('courses')
    .select('seq', 'created_at', db.raw(`${MATCH} AS score`, [terms]))
    .whereRaw(MATCH, [terms])
    .andWhere('status', 'approved')
    .limit(SEARCH_CANDIDATES + 1)) as Candidate[];
  return rankAndFetch(db, candidates, 'desc', window, { capped: false });
}

/** One step of the newest-first scan, continuing after `cursor`. */
function scanStep(
  db: Db,
  scores: Knex.Raw[],
  cursor: { created_at: number; seq: number } | null,
): Promise<ScoredRow[]> {
  const query = db('course_words')
    .select('seq', 'created_at', ...scores)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'seq', order: 'desc' },
    ])
    .limit(SCAN_STEP);
  if (cursor) {
    query.where((older) =>
      older
        .where('created_at', '<', cursor.created_at)
        .orWhere((same) =>
          same.where('created_at', cursor.created_at).andWhere('seq', '<', cursor.seq),
        ),
    );
  }
  return query as unknown as Promise<ScoredRow[]>;
}

/**
 * Weighted whole-word hits of one word in the searchable fields. `course_words` holds each
 * field's words space-padded in binary columns, so a whole word is a plain byte match.
 */
function scoreSql(db: Db, word: string, alias: string): Knex.Raw {
  const parts = WORD_FIELDS.map(([column, weight]) => `(${column} LIKE ?) * ${weight}`);
  return db.raw(
    `(${parts.join(' + ')}) AS ${alias}`,
    WORD_FIELDS.map(() => `% ${word} %`),
  );
}

function toCandidate(row: ScoredRow, wordCount: number): Candidate {
  let score = 0;
  for (let i = 0; i < wordCount; i += 1) score += Number(row[`s${i}`] ?? 0);
  return { seq: Number(row.seq), created_at: row.created_at, score };
}
