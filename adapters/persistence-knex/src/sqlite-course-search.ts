import { hasFilters, whereFilters } from './catalog-filters';
import { SEARCH_FILTER_INDEX } from './migrations/024-search-filter-index';
import {
  rankAndFetch,
  SEARCH_CANDIDATES,
  type Candidate,
  type Db,
  type SearchHits,
  type SearchWindow,
} from './search-ranking';
import type { WordGroup } from './search-terms';

/**
 * SQLite: FTS5 over approved courses only. Each word is looked up on its own and yields its
 * newest matches, stopped at its share of the cap, so a word found in most courses costs no
 * more than a rare one, and a rare word's courses are never crowded out by a common word's.
 * bm25 scores each word's matches (name weighs most, the long description least); a course's
 * score is the sum over the words it matches, as bm25 of an OR query would be, a whole word
 * counting twice.
 */
export async function searchSqlite(
  db: Db,
  groups: WordGroup[],
  window: SearchWindow,
): Promise<SearchHits> {
  const share = Math.ceil(SEARCH_CANDIDATES / groups.length);
  // Per word: its whole-word matches, weighing twice (so "java" puts Java before
  // JavaScript), and the words it starts or may be a typo of.
  const parts = groups.flatMap((group) => {
    const loose = looseQuery(group);
    return [
      { match: `"${group.word}"`, weight: 2 },
      ...(loose ? [{ match: loose, weight: 1 }] : []),
    ];
  });
  const lists = await Promise.all(
    parts.map((part) => scoredMatches(db, part.match, share, window)),
  );
  const scores = new Map<number, number>();
  let capped = false;
  lists.forEach((list, i) => {
    capped ||= list.capped;
    for (const row of list.rows) {
      scores.set(row.seq, (scores.get(row.seq) ?? 0) + parts[i]!.weight * Number(row.score));
    }
  });
  // The newest matches of each word may all miss the courses holding every word ("public
  // speaking" in a title among thousands of "public" and "speaking"): those are asked for too.
  if (groups.length > 1) {
    const every = groups.map((group) => `(${ftsQuery(group)})`).join(' AND ');
    // No name lookup here: the few courses naming every common word lie far back in lists
    // of a million entries.
    for (const row of (await scoredMatches(db, every, share, window, false)).rows) {
      scores.set(row.seq, Math.min(scores.get(row.seq) ?? 0, 2 * Number(row.score)));
    }
  }
  if (scores.size === 0) return { rows: [], total: 0, capped: false };
  // Ties go to the course written last (the higher rowid); no second read for the dates.
  const candidates: Candidate[] = [...scores].map(([seq, score]) => ({
    seq,
    score,
    created_at: 0,
  }));
  // bm25: lower is better.
  return rankAndFetch(db, candidates, 'asc', window, {
    capped,
    total: capped ? SEARCH_CANDIDATES : 0,
    // The sorts' columns are in the filter index: a few pages instead of 500 long rows.
    sortSource: db.raw(`courses INDEXED BY ${SEARCH_FILTER_INDEX}`),
  });
}

const quoted = (word: string) => `"${word}"`;

/**
 * The FTS5 query of the words a word starts (the known ones from the vocabulary, or
 * `"java"*` when there are many or the prefix index covers it) and of the known words it may
 * be a typo of; empty when there are none. Every word is quoted, so none is ever an operator
 * (words hold letters and digits only).
 */
function looseQuery(group: WordGroup): string {
  const starts = group.completions
    ? group.completions.filter((word) => word !== group.word).map(quoted)
    : [`${quoted(group.word)}*`];
  return [...starts, ...group.variants.map(quoted)].join(' OR ');
}

/** The FTS5 query of everything one word matches. */
export function ftsQuery(group: WordGroup): string {
  return [quoted(group.word), looseQuery(group)].filter(Boolean).join(' OR ');
}

/** Scores of a word found in the name, and elsewhere, when bm25 is not used (see below). */
const NAME_HIT = -10;
const OTHER_HIT = -1;

/**
 * The newest `share` + 1 matches of an FTS5 query (one more tells that it was capped), with
 * a score, within the filters. bm25 needs each phrase's number of matches, which FTS5 counts
 * by reading the phrase's whole list: nothing for a rare word, ~60 ms for a word in most of a
 * million courses. So only a query with at most `share` matches is scored by bm25; a common
 * one is scored by where it is found (the name, or elsewhere), and its newest matches in the
 * name join the candidates, so the courses named after it are never crowded out (unfiltered
 * searches only).
 */
async function scoredMatches(
  db: Db,
  match: string,
  share: number,
  window: SearchWindow,
  byName = true,
): Promise<{ rows: { seq: number; score: number }[]; capped: boolean }> {
  const newest = await matchesOf(db, match, share + 1, window, false);
  if (newest.length <= share) {
    return { rows: await matchesOf(db, match, share, window, true), capped: false };
  }
  // Filtered, a name lookup may read far back for its few rows: the newest matches suffice.
  const named =
    hasFilters(window.filters) || !byName
      ? []
      : await matchesOf(db, `{name} : (${match})`, share, window, false);
  const scores = new Map(newest.slice(0, share).map((row) => [row.seq, OTHER_HIT]));
  for (const row of named) scores.set(row.seq, NAME_HIT);
  return { rows: [...scores].map(([seq, score]) => ({ seq, score })), capped: true };
}

/** The newest matches of an FTS5 query, with their bm25 score if asked, within the filters. */
function matchesOf(db: Db, match: string, limit: number, window: SearchWindow, bm25: boolean) {
  const query = db
    .select(
      db.raw('course_search.rowid AS seq'),
      db.raw(bm25 ? 'bm25(course_search, 10.0, 4.0, 1.0, 3.0, 2.0) AS score' : '0 AS score'),
    )
    .from('course_search')
    .whereRaw('course_search MATCH ?', [match])
    .orderBy('course_search.rowid', 'desc')
    .limit(limit);
  // Filters read the course's entry in the filter index (migration 024), not its row; an
  // unfiltered search never touches `courses` here.
  if (hasFilters(window.filters)) {
    query.joinRaw(
      `INNER JOIN courses INDEXED BY ${SEARCH_FILTER_INDEX} ON courses.seq = course_search.rowid`,
    );
    whereFilters(query, window.filters);
  }
  return query as unknown as Promise<{ seq: number; score: number }[]>;
}
