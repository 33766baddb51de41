import type { CourseFilters, CourseSort } from '@classroom/core';
import type { Knex } from 'knex';
import { COURSE_COLUMNS, type CourseRow } from './course-row';

/**
 * How many matching courses a search ranks at most. A word found in most of the catalogue
 * would otherwise make every query score and sort a large part of the table; past this
 * many candidates the total is reported as the cap.
 */
export const SEARCH_CANDIDATES = 500;

export type Db = Knex | Knex.Transaction;

export interface SearchHits {
  rows: CourseRow[];
  total: number;
  /** True when more courses match than were ranked (total is then a lower bound). */
  capped: boolean;
}

export interface SearchWindow {
  limit: number;
  offset: number;
  filters?: CourseFilters;
  sort?: CourseSort;
}

export interface Candidate {
  seq: number;
  score: number;
  created_at: number | string;
}

/**
 * Orders the candidates (best score first, then newest; or by the window's sort), then reads
 * whole rows for the requested page only. `better` says which way the score improves.
 */
export async function rankAndFetch(
  db: Db,
  candidates: Candidate[],
  better: 'asc' | 'desc',
  window: SearchWindow,
  options: { capped: boolean; total?: number; sortSource?: Knex.Raw },
): Promise<SearchHits> {
  const sign = better === 'desc' ? -1 : 1;
  const ranked = candidates
    .sort(
      (a, b) =>
        sign * (Number(a.score) - Number(b.score)) ||
        Number(b.created_at) - Number(a.created_at) ||
        b.seq - a.seq,
    )
    .slice(0, SEARCH_CANDIDATES);
  if (window.sort && window.sort !== 'relevance') {
    await sortBy(db, ranked, window.sort, options.sortSource);
  }
  const total = Math.max(ranked.length, Math.min(options.total ?? 0, SEARCH_CANDIDATES));
  const page = ranked.slice(window.offset, window.offset + window.limit).map((row) => row.seq);
  const capped = options.capped || candidates.length > SEARCH_CANDIDATES;
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

const SORT_KEYS: Record<Exclude<CourseSort, 'relevance'>, (row: SortRow) => number> = {
  popular: (row) => -row.total_enrollment,
  newest: () => 0,
  'price-asc': (row) => row.price_cents,
  'price-desc': (row) => -row.price_cents,
  // Courses without reviews after every rated one.
  rating: (row) => -(row.rating_average ?? -1),
};

interface SortRow {
  seq: number;
  total_enrollment: number;
  price_cents: number;
  rating_average: number | null;
  created_at: number;
}

/**
 * Re-orders the ranked matches (at most SEARCH_CANDIDATES) by another sort, newest first on
 * ties, with one read of the few columns the sorts use (from `source`, an index that holds
 * them, when the dialect is told which).
 */
async function sortBy(
  db: Db,
  ranked: Candidate[],
  sort: Exclude<CourseSort, 'relevance'>,
  source: Knex.Raw | string = 'courses',
): Promise<void> {
  if (ranked.length === 0) return;
  const rows = (await db
    .from(source)
    .select('seq', 'total_enrollment', 'price_cents', 'rating_average', 'created_at')
    .whereIn(
      'seq',
      ranked.map((row) => row.seq),
    )) as SortRow[];
  const bySeq = new Map(rows.map((row) => [Number(row.seq), row]));
  const key = SORT_KEYS[sort];
  const sortKey = (seq: number) => {
    const row = bySeq.get(seq);
    return row
      ? [
          key({
            ...row,
            total_enrollment: Number(row.total_enrollment),
            price_cents: Number(row.price_cents),
            rating_average: row.rating_average === null ? null : Number(row.rating_average),
          }),
          Number(row.created_at),
        ]
      : [0, 0];
  };
  const keys = new Map(ranked.map((row) => [row.seq, sortKey(row.seq)]));
  ranked.sort((a, b) => {
    const [ka, ca] = keys.get(a.seq)!;
    const [kb, cb] = keys.get(b.seq)!;
    return ka! - kb! || cb! - ca! || b.seq - a.seq;
  });
}
