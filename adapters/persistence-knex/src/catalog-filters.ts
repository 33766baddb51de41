import { lowestAverageShownAs, type CourseFilters, type CourseSort } from '@classroom/core';
import type { Knex } from 'knex';

/** Whether any filter is set (an unfiltered search skips the join that filters need). */
export function hasFilters(filters: CourseFilters = {}): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/** Adds the filters to a query over `courses` (named `table` in it). */
export function whereFilters<Q extends Knex.QueryBuilder>(
  query: Q,
  filters: CourseFilters = {},
  table = 'courses',
): Q {
  const column = (name: string) => `${table}.${name}`;
  if (filters.category !== undefined) query.where(column('category'), filters.category);
  // Languages are free text typed by instructors: "english" finds "English".
  if (filters.language !== undefined) {
    query.whereRaw(`LOWER(${column('language')}) = ?`, [filters.language.toLowerCase()]);
  }
  if (filters.certificate !== undefined) query.where(column('certificate'), filters.certificate);
  if (filters.price === 'free') query.where(column('price_cents'), 0);
  // `<>`, not `>`: a range on the price would win the planner over a far better category
  // index; prices are never negative, so the two are the same test.
  if (filters.price === 'paid') query.whereNot(column('price_cents'), 0);
  if (filters.minPriceCents !== undefined) {
    query.where(column('price_cents'), '>=', filters.minPriceCents);
  }
  if (filters.maxPriceCents !== undefined) {
    query.where(column('price_cents'), '<=', filters.maxPriceCents);
  }
  // Courses without reviews have no average (NULL) and never pass.
  if (filters.minRating !== undefined) {
    query.where(column('rating_average'), '>=', lowestAverageShownAs(filters.minRating));
  }
  return query;
}

/** The order of a sort over `courses`; ties always go to the newest course. */
export function sortOrder(
  sort: CourseSort = 'relevance',
): { column: string; order: 'asc' | 'desc' }[] {
  const newest = [
    { column: 'created_at', order: 'desc' as const },
    { column: 'seq', order: 'desc' as const },
  ];
  switch (sort) {
    case 'popular':
      return [{ column: 'total_enrollment', order: 'desc' }, ...newest];
    case 'price-asc':
      return [{ column: 'price_cents', order: 'asc' }, ...newest];
    case 'price-desc':
      return [{ column: 'price_cents', order: 'desc' }, ...newest];
    // NULL (no reviews) sorts last in descending order on both MySQL and SQLite.
    case 'rating':
      return [{ column: 'rating_average', order: 'desc' }, ...newest];
    default:
      return newest;
  }
}
