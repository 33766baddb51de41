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
}

export interface Candidate {
  seq: number;
  score: number;
  created_at: number | string;
}

/**
 * Orders the candidates (best score first, then newest), then reads whole rows for the
 * requested page only. `better` says which way the score improves.
 */
export async function rankAndFetch(
  db: Db,
  candidates: Candidate[],
  better: 'asc' | 'desc',
  window: SearchWindow,
  options: { capped: boolean; total?: number },
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
