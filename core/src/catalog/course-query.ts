import type { Category, CourseSort } from '../shared/options';

/** Narrowing a catalogue search; every filter is optional and they all apply together. */
export interface CourseFilters {
  category?: Category;
  language?: string;
  certificate?: boolean;
  /** Free courses cost 0; paid ones more. */
  price?: 'free' | 'paid';
  /** Inclusive price range in cents. */
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Courses whose reviews' average, as shown to one decimal, is at least this (1 to 5). */
  minRating?: number;
}

/** What the catalogue is asked for: words typed (maybe none), filters and an order. */
export interface CourseQuery {
  text: string;
  filters?: CourseFilters;
  sort?: CourseSort;
}

/** Words shorter than this are taken as typed; longer ones may carry one typo. */
export const TYPO_MIN_LENGTH = 5;

/**
 * Whether `a` and `b` are at most one edit apart: one letter changed, added, removed, or two
 * neighbours swapped ("pyhton"). Linear, with no table, since it runs over many candidates.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (a.length === b.length) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return (
      a[start] === b[start + 1] &&
      a[start + 1] === b[start] &&
      a.slice(start + 2) === b.slice(start + 2)
    );
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

/** The filters' test on one course, for stores that filter in code. */
export function matchesFilters(
  course: {
    category: string;
    language: string;
    certificate: boolean;
    priceCents: number;
    averageRating: number | null;
  },
  filters: CourseFilters = {},
): boolean {
  if (filters.category !== undefined && course.category !== filters.category) return false;
  if (
    filters.language !== undefined &&
    course.language.toLowerCase() !== filters.language.toLowerCase()
  ) {
    return false;
  }
  if (filters.certificate !== undefined && course.certificate !== filters.certificate) return false;
  if (filters.price === 'free' && course.priceCents !== 0) return false;
  if (filters.price === 'paid' && course.priceCents === 0) return false;
  if (filters.minPriceCents !== undefined && course.priceCents < filters.minPriceCents)
    return false;
  if (filters.maxPriceCents !== undefined && course.priceCents > filters.maxPriceCents)
    return false;
  if (filters.minRating !== undefined) {
    if (course.averageRating === null) return false;
    if (course.averageRating < lowestAverageShownAs(filters.minRating)) return false;
  }
  return true;
}

/**
 * The lowest average shown (to one decimal) as `rating` or more: 3.95 shows as 4.0, so it
 * passes "4+". The stores compare the stored average with it.
 */
export function lowestAverageShownAs(rating: number): number {
  // A hair below, so that floating point never drops an average right at the edge.
  return rating - 0.05 - 1e-9;
}

/** The average of a rating sum and count, or null when nothing is rated. */
export function averageOf(sum: number, count: number): number | null {
  return count > 0 ? sum / count : null;
}
