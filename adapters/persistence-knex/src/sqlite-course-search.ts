import {
  rankAndFetch,
  SEARCH_CANDIDATES,
  type Candidate,
  type Db,
  type SearchHits,
  type SearchWindow,
} from './search-ranking';

/**
 * SQLite: FTS5 over approved courses only. Each word is looked up on its own and yields its
 * newest matches, stopped at its share of the cap, so a word found in most courses costs no
 * more than a rare one, and a rare word's courses are never crowded out by a common word's.
 * bm25 scores each word's matches (name weighs most, the long description least); a course's
 * score is the sum over the words it matches, as bm25 of an OR query would be.
 */
export async function searchSqlite(
  db: Db,
  words: string[],
  window: SearchWindow,
): Promise<SearchHits> {
  const share = Math.ceil(SEARCH_CANDIDATES / words.length);
  const lists = await Promise.all(words.map((word) => matchesOf(db, word, share + 1)));
  const scores = new Map<number, number>();
  let capped = false;
  for (const list of lists) {
    if (list.length > share) capped = true;
    for (const row of list.slice(0, share)) {
      scores.set(row.seq, (scores.get(row.seq) ?? 0) + Number(row.score));
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
  });
}

/** One word's newest matches with their bm25 score. Quoted, so a word is never an operator. */
function matchesOf(db: Db, word: string, limit: number) {
  return db
    .select(
      db.raw('rowid AS seq'),
      db.raw('bm25(course_search, 10.0, 4.0, 1.0, 3.0, 2.0) AS score'),
    )
    .from('course_search')
    .whereRaw('course_search MATCH ?', [`"${word}"`])
    .orderBy('rowid', 'desc')
    .limit(limit) as unknown as Promise<{ seq: number; score: number }[]>;
}
