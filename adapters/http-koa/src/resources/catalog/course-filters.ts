import type { CourseFilters } from '@classroom/core';
import type { ParsedSearchQuery } from '@classroom/http-contract';

/** The wire's filters (dollars, Yes/No) as the core's (cents, booleans). */
export function courseFilters(query: ParsedSearchQuery): CourseFilters {
  const cents = (dollars: number | undefined) =>
    dollars === undefined ? undefined : dollars * 100;
  return {
    category: query.category,
    language: query.language,
    certificate: query.certificate === undefined ? undefined : query.certificate === 'Yes',
    price: query.price,
    minPriceCents: cents(query.minPrice),
    maxPriceCents: cents(query.maxPrice),
    minRating: query.minRating,
  };
}
