import type { Knex } from 'knex';
import { hasFilters, whereFilters } from './catalog-filters';
import { WORD_FIELDS } from './course-words';
import { NEWEST_FILTER_INDEX, SEARCH_FILTER_INDEX } from './migrations/024-search-filter-index';
import type { WordGroup } from './search-terms';
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
/**
 * With several words, the scan goes on this many steps at most for courses holding all of
 * them, when the first steps found only courses holding some.
 */
const ALL_WORDS_STEPS = 2;

const MATCH =
  'MATCH (courses.name, courses.short_description, courses.detailed_description, courses.instructor_name, courses.category) AGAINST (? IN BOOLEAN MODE)';

/** InnoDB's FULLTEXT index holds no shorter words (innodb_ft_min_token_size). */
const MIN_INDEXED = 3;

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
 * either way; with a common word the total is a lower bound (the cap). A word also matches
 * the words it starts (` java%` in the scan, `java*` in the index) and its typo variants.
 * Filters join `courses` to both.
 */
export async function searchMySql(
  db: Db,
  groups: WordGroup[],
  window: SearchWindow,
): Promise<SearchHits> {
  // Statistics are kept per word with its variants: together they are what is looked up.
  const words = groups.map((group) => [group.word, ...group.variants].join(' '));
  const statistics = wordStatisticsOf(db);
  const known = words.map((word) => statistics.get(word));
  if (known.every((common) => common === false)) return searchIndexOnly(db, groups, window);

  const scores = groups.map((group, i) => scoreSql(db, group, `s${i}`));
  const candidates = new Map<number, Candidate>();
  const hits = words.map(() => 0);
  const wanted = window.offset + window.limit;
  let cursor: { created_at: number; seq: number } | null = null;
  let exhausted = false;
  let common = known.map((value) => value === true);
  let complete = 0;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const rows = await scanStep(db, scores, cursor, window);
    for (const row of rows) {
      const candidate = toCandidate(row, words.length);
      if (candidate.score > 0) candidates.set(row.seq, candidate);
      if (words.every((_, i) => Number(row[`s${i}`]) > 0)) complete += 1;
      words.forEach((_, i) => {
        if (Number(row[`s${i}`]) > 0) hits[i]! += 1;
      });
    }
    exhausted = rows.length < SCAN_STEP;
    if (step === 0 && !exhausted) {
      common = words.map((word, i) => known[i] ?? hits[i]! >= COMMON_HITS);
      // A filtered step sees a part of the catalogue only: what it learns is not kept.
      if (!hasFilters(window.filters)) words.forEach((word, i) => statistics.set(word, common[i]!));
      if (!common.some(Boolean)) return searchIndexOnly(db, groups, window);
    }
    const last = rows.at(-1);
    const enough = complete >= wanted || step + 1 >= ALL_WORDS_STEPS;
    if (exhausted || !last || (candidates.size >= wanted && enough)) break;
    cursor = { created_at: Number(last.created_at), seq: Number(last.seq) };
  }

  const rare = indexTerms(groups.filter((_, i) => !common[i]));
  if (!exhausted && rare) {
    const found = (await whereFilters(
      db('courses')
        .select('seq')
        .whereRaw(MATCH, [rare])
        .andWhere('status', 'approved')
        .limit(SEARCH_CANDIDATES + 1),
      window.filters,
    )) as { seq: number }[];
    const missing = found.map((row) => row.seq).filter((seq) => !candidates.has(seq));
    if (missing.length > 0) {
      const scored = (await db('course_words')
        .select('course_words.seq', 'course_words.created_at', ...scores)
        .whereIn('seq', missing)) as ScoredRow[];
      for (const row of scored) candidates.set(row.seq, toCandidate(row, words.length));
    }
  }
  const capped = !exhausted && common.some(Boolean);
  return rankAndFetch(db, [...candidates.values()], 'desc', window, {
    capped,
    total: capped ? SEARCH_CANDIDATES : 0,
    sortSource: db.raw(`courses FORCE INDEX (${SEARCH_FILTER_INDEX})`),
  });
}

/**
 * The FULLTEXT boolean query of some words: each word as itself and as a prefix (`java*`),
 * and its variants. Words hold letters and digits only, so none is an operator.
 */
function indexTerms(groups: WordGroup[]): string {
  return groups
    .flatMap((group) => [`${group.word}*`, ...group.variants])
    .filter((term) => term.replace('*', '').length >= MIN_INDEXED)
    .join(' ');
}

/** Rare words only: the FULLTEXT index finds and ranks them (few rows, so few milliseconds). */
async function searchIndexOnly(
  db: Db,
  groups: WordGroup[],
  window: SearchWindow,
): Promise<SearchHits> {
  const terms = indexTerms(groups);
  if (!terms) return { rows: [], total: 0, capped: false };
  const candidates = (await whereFilters(
    db('courses')
      .select('seq', 'created_at', db.raw(`${MATCH} AS score`, [terms]))
      .whereRaw(MATCH, [terms])
      .andWhere('status', 'approved')
      .limit(SEARCH_CANDIDATES + 1),
    window.filters,
  )) as Candidate[];
  return rankAndFetch(db, candidates, 'desc', window, { capped: false });
}

/**
 * One step of the newest-first scan, continuing after `cursor`, within the filters. A
 * filtered step walks the newest approved courses in the filter index (migration 024), which
 * holds every filtered column, and reads the word rows of those that pass only: for a narrow
 * filter that is thousands of index entries instead of thousands of word rows and course
 * rows.
 */
function scanStep(
  db: Db,
  scores: Knex.Raw[],
  cursor: { created_at: number; seq: number } | null,
  window: SearchWindow,
): Promise<ScoredRow[]> {
  const filtered = hasFilters(window.filters);
  const table = filtered ? 'courses' : 'course_words';
  const source: Knex.QueryBuilder = filtered
    ? db
        .from(db.raw(`courses FORCE INDEX (${NEWEST_FILTER_INDEX})`))
        .joinRaw('STRAIGHT_JOIN course_words ON course_words.seq = courses.seq')
        .where('courses.status', 'approved')
    : db('course_words');
  const query = source
    .select('course_words.seq', 'course_words.created_at', ...scores)
    .orderBy([
      { column: `${table}.created_at`, order: 'desc' },
      { column: `${table}.seq`, order: 'desc' },
    ])
    .limit(SCAN_STEP);
  if (cursor) {
    query.where((older) =>
      older
        .where(`${table}.created_at`, '<', cursor.created_at)
        .orWhere((same) =>
          same
            .where(`${table}.created_at`, cursor.created_at)
            .andWhere(`${table}.seq`, '<', cursor.seq),
        ),
    );
  }
  if (filtered) whereFilters(query, window.filters);
  return query as unknown as Promise<ScoredRow[]>;
}

/**
 * Weighted hits of one word in the searchable fields. `course_words` holds each field's
 * words space-padded in binary columns, so a whole word is the byte match `% word %` and a
 * word it starts is `% word%`. The whole word counts twice, so "java" puts Java before
 * JavaScript; a typo variant counts once, as a whole word.
 */
function scoreSql(db: Db, group: WordGroup, alias: string): Knex.Raw {
  const bindings: string[] = [];
  const parts = WORD_FIELDS.map(([field, weight]) => {
    const column = `course_words.${field}`;
    const loose = [`${column} LIKE ?`, ...group.variants.map(() => `${column} LIKE ?`)];
    bindings.push(`% ${group.word} %`, `% ${group.word}%`);
    bindings.push(...group.variants.map((variant) => `% ${variant} %`));
    return `((${column} LIKE ?) + (${loose.join(' OR ')})) * ${weight}`;
  });
  return db.raw(`(${parts.join(' + ')}) AS ${alias}`, bindings);
}

function toCandidate(row: ScoredRow, wordCount: number): Candidate {
  let score = 0;
  for (let i = 0; i < wordCount; i += 1) score += Number(row[`s${i}`] ?? 0);
  return { seq: Number(row.seq), created_at: row.created_at, score };
}
