import {
  rankAndFetch,
  SEARCH_CANDIDATES,
  type Candidate,
  type Db,
  type SearchHits,
  type SearchWindow,
} from './search-ranking';

/**
 * SQLite: FTS5 over approved courses only. The candidates are the newest matches, read from
 * the index in descending rowid order and stopped at the cap, so a word found in most
 * courses costs no more than a rare one; bm25 ranks just those (name weighs most).
 */
export async function searchSqlite(
  db: Db,
  words: string[],
  window: SearchWindow,
): Promise<SearchHits> {
  // Each word quoted, so it is never an operator. Whole words: a prefix query would merge
  // the lists of every word sharing the prefix before the first candidate comes out.
  const query = words.map((word) => `"${word}"`).join(' OR ');
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
  return rankAndFetch(db, candidates, 'asc', window, {
    capped: candidates.length > SEARCH_CANDIDATES,
  });
}
