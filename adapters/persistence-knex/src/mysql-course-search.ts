import type { Knex } from 'knex';
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

const FIELD_WEIGHTS = [
  ['name', 10],
  ['short_description', 4],
  ['instructor_name', 3],
  ['category', 2],
  ['detailed_description', 1],
] as const;

const MATCH =
  'MATCH (name, short_description, detailed_description, instructor_name, category) AGAINST (? IN BOOLEAN MODE)';

type ScoredRow = Record<string, number> & { seq: number; created_at: number };

/**
 * MySQL. InnoDB's FULLTEXT index answers a rare word in a millisecond or two, but its time
 * grows with the number of rows the word is in (hundreds of milliseconds for a word in most
 * courses), LIMIT or not. So the words are split by how common they are:
 *  1. the newest approved courses are read in steps along the (status, created_at) index and
 *     scored against every word; a word with many hits in the first step is common, and
 *     further steps run only until the requested page is full;
 *  2. the other words go to the FULLTEXT index, which is fast for exactly those;
 *  3. the union is ranked by weighted whole-word hits per field.
 * The work per query is bounded either way; with a common word the total is a lower bound.
 */
export async function searchMySql(
  db: Db,
  words: string[],
  window: SearchWindow,
): Promise<SearchHits> {
  const scores = words.map((word, i) => scoreSql(db, word, `s${i}`));
  const candidates = new Map<number, Candidate>();
  const hits = words.map(() => 0);
  const wanted = window.offset + window.limit;
  let cursor: { created_at: number; seq: number } | null = null;
  let exhausted = false;
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
    const last = rows.at(-1);
    if (exhausted || !last) break;
    cursor = { created_at: Number(last.created_at), seq: Number(last.seq) };
    const anyCommon = step === 0 ? hits.some((n) => n >= COMMON_HITS) : true;
    if (!anyCommon || candidates.size >= wanted) break;
  }

  const common = words.map((_, i) => hits[i]! >= COMMON_HITS);
  const rare = words.filter((word, i) => !common[i] && word.length >= 3);
  if (!exhausted && rare.length > 0) {
    const found = (await db('courses')
      .select('seq')
      .whereRaw(MATCH, [rare.join(' ')])
      .andWhere('status', 'approved')
      .limit(SEARCH_CANDIDATES + 1)) as { seq: number }[];
    const missing = found.map((row) => row.seq).filter((seq) => !candidates.has(seq));
    if (missing.length > 0) {
      const scored = (await db('courses')
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

/** One step of the newest-first scan, continuing after `cursor`. */
function scanStep(
  db: Db,
  scores: Knex.Raw[],
  cursor: { created_at: number; seq: number } | null,
): Promise<ScoredRow[]> {
  const query = db('courses')
    .select('seq', 'created_at', ...scores)
    .where('status', 'approved')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'seq', order: 'desc' },
    ])
    .limit(SCAN_STEP);
  if (cursor) {
    query.andWhere((older) =>
      older
        .where('created_at', '<', cursor.created_at)
        .orWhere((same) =>
          same.where('created_at', cursor.created_at).andWhere('seq', '<', cursor.seq),
        ),
    );
  }
  return query as unknown as Promise<ScoredRow[]>;
}

/** Weighted whole-word hits of one word in the searchable fields (words are letters/digits only). */
function scoreSql(db: Db, word: string, alias: string): Knex.Raw {
  const like = `%${word}%`;
  const pattern = `\\b${word}\\b`;
  const parts = FIELD_WEIGHTS.map(
    ([column, weight]) =>
      `(CASE WHEN ${column} LIKE ? AND ${column} REGEXP ? THEN ${weight} ELSE 0 END)`,
  );
  return db.raw(
    `(${parts.join(' + ')}) AS ${alias}`,
    FIELD_WEIGHTS.flatMap(() => [like, pattern]),
  );
}

function toCandidate(row: ScoredRow, wordCount: number): Candidate {
  let score = 0;
  for (let i = 0; i < wordCount; i += 1) score += Number(row[`s${i}`] ?? 0);
  return { seq: Number(row.seq), created_at: row.created_at, score };
}
