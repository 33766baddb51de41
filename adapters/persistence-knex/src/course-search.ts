import type { Knex } from 'knex';
import { COURSE_COLUMNS, type CourseRow } from './course-row';
import type { Dialect } from './dialect';

/**
 * How many matching courses a search ranks at most. A word found in most of the catalogue
 * would otherwise make every query score and sort the whole table; past this many
 * candidates the total is reported as the cap and the pages stop there.
 */
export const SEARCH_CANDIDATES = 1000;

export interface SearchHits {
  rows: CourseRow[];
  total: number;
  /** True when more courses match than were ranked. */
  capped: boolean;
}

export interface SearchWindow {
  limit: number;
  offset: number;
}

/** Text search over approved courses with the dialect's own index. */
export function searchCourses(
  db: Knex | Knex.Transaction,
  dialect: Dialect,
  words: string[],
  window: SearchWindow,
): Promise<SearchHits> {
  return dialect === 'mysql' ? searchMySql(db, words, window) : searchSqlite(db, words, window);
}

interface Candidate {
  seq: number;
  score: number;
  created_at: number | string;
}

/** MySQL looks at this many of the newest approved courses before asking the text index. */
export const RECENT_WINDOW = 500;
/** A word found this often in the window is common: the index would list thousands of rows. */
const COMMON_HITS = 3;

const FIELD_WEIGHTS = [
  ['name', 10],
  ['short_description', 4],
  ['instructor_name', 3],
  ['category', 2],
  ['detailed_description', 1],
] as const;

/**
 * MySQL. InnoDB's FULLTEXT index answers rare words in a few milliseconds but spends time in
 * proportion to the number of matching rows (hundreds of milliseconds for a word in most
 * courses), with or without LIMIT. So: (1) score the newest RECENT_WINDOW approved courses
 * (an index range) against every word; (2) words that are rare there go to the FULLTEXT
 * index, which is fast for exactly those; (3) the union is ranked by weighted field hits.
 */
async function searchMySql(
  db: Knex | Knex.Transaction,
  words: string[],
  window: SearchWindow,
): Promise<SearchHits> {
  const scores = words.map((word, i) => scoreSql(db, word, `s${i}`));
  // Scores are computed in the range scan itself; a derived table would copy the text out.
  const windowRows = (
    (await db('courses')
      .select('seq', 'created_at', ...scores)
      .where('status', 'approved')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'seq', order: 'desc' },
      ])
      .limit(RECENT_WINDOW)) as Record<string, number>[]
  ).filter((row) => words.some((_, i) => Number(row[`s${i}`]) > 0));

  const candidates = new Map<number, Candidate>();
  for (const row of windowRows) candidates.set(row.seq!, toCandidate(row, words.length));
  const rare = words.filter(
    (word, i) =>
      word.length >= 3 && windowRows.filter((row) => Number(row[`s${i}`]) > 0).length < COMMON_HITS,
  );
  if (rare.length > 0) {
    const match =
      'MATCH (name, short_description, detailed_description, instructor_name, category) AGAINST (? IN BOOLEAN MODE)';
    const found = (await db('courses')
      .select('seq')
      .whereRaw(match, [rare.join(' ')])
      .andWhere('status', 'approved')
      .limit(SEARCH_CANDIDATES + 1)) as { seq: number }[];
    const missing = found.map((row) => row.seq).filter((seq) => !candidates.has(seq));
    if (missing.length > 0) {
      const scored = (await db('courses')
        .select('seq', 'created_at', ...scores)
        .whereIn('seq', missing)) as Record<string, number>[];
      for (const row of scored) candidates.set(row.seq!, toCandidate(row, words.length));
    }
  }
  return rankAndFetch(db, [...candidates.values()], 'desc', window);
}

/** Weighted whole-word hits of one word in the searchable fields (words are letters/digits only). */
function scoreSql(db: Knex | Knex.Transaction, word: string, alias: string): Knex.Raw {
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

function toCandidate(row: Record<string, number>, wordCount: number): Candidate {
  let score = 0;
  for (let i = 0; i < wordCount; i += 1) score += Number(row[`s${i}`] ?? 0);
  return { seq: Number(row.seq), created_at: row.created_at!, score };
}

async function searchSqlite(
  db: Knex | Knex.Transaction,
  words: string[],
  window: SearchWindow,
): Promise<SearchHits> {
  // Each word quoted, so it is never an operator. Whole words: a prefix query would merge
  // the lists of every word sharing the prefix before the first candidate comes out.
  const query = words.map((word) => `"${word}"`).join(' OR ');
  // The newest matches are the candidates; bm25 weighs the name most, the long text least.
  const matches = db
    .select(
      db.raw('rowid AS seq'),
      db.raw('bm25(course_search, 10.0, 4.0, 1.0, 3.0, 2.0) AS score'),
    )
    .from('course_search')
    .whereRaw('course_search MATCH ?', [query])
    .orderBy('rowid', 'desc')
    .limit(SEARCH_CANDIDATES + 1)
    .as('matches');
  const candidates = (await db
    .from(matches)
    .join('courses', 'courses.seq', 'matches.seq')
    .select('matches.seq', 'matches.score', 'courses.created_at')) as Candidate[];
  // bm25: lower is better.
  return rankAndFetch(db, candidates, 'asc', window);
}

/** Orders the capped candidates, then reads whole rows for the requested page only. */
async function rankAndFetch(
  db: Knex | Knex.Transaction,
  candidates: Candidate[],
  better: 'asc' | 'desc',
  window: SearchWindow,
): Promise<SearchHits> {
  const sign = better === 'desc' ? -1 : 1;
  const total = Math.min(candidates.length, SEARCH_CANDIDATES);
  const ranked = candidates
    .slice(0, total)
    .sort(
      (a, b) =>
        sign * (Number(a.score) - Number(b.score)) ||
        Number(b.created_at) - Number(a.created_at) ||
        b.seq - a.seq,
    );
  const page = ranked.slice(window.offset, window.offset + window.limit).map((row) => row.seq);
  const capped = candidates.length > SEARCH_CANDIDATES;
  if (page.length === 0) return { rows: [], total, capped };
  const rows = (await db('courses')
    .select(['seq', ...COURSE_COLUMNS])
    .whereIn('seq', page)) as (CourseRow & { seq: number })[];
  const bySeq = new Map(rows.map((row) => [row.seq, row]));
  return {
    rows: page.map((seq) => bySeq.get(seq)).filter((row) => row !== undefined),
    total,
    capped,
  };
}
