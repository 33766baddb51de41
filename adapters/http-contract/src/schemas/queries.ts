import { z } from 'zod';
// The core's lists only (no use case, no entity): the UI imports this package too.
import { OUTBOX_STATUSES } from '@classroom/core/outbox-statuses';
import { OUTBOX_SORTS } from '@classroom/core/table-options';
import { queryInteger, tableSearch } from '../fields';

export { OUTBOX_SORTS, OUTBOX_STATUSES };
export type { OutboxStatus } from '@classroom/core/outbox-statuses';
export type { OutboxSort } from '@classroom/core/table-options';
import {
  CATALOG_PAGE,
  CATEGORIES,
  COURSE_SORTS,
  LIMITS,
  MIN_RATINGS,
  POPULAR_PAGE,
} from '../options';

const MAX_PAGE = 1_000_000;

/** Public lists ask for approved courses only (`?status=1`); any other status is refused. */
const publicStatus = z.enum(['1'], { error: 'Public lists show approved courses only (status=1)' });

const page = queryInteger('Page', 1, MAX_PAGE).optional();
const catalogLimit = queryInteger('Limit', 1, CATALOG_PAGE.maxLimit).optional();

export const noQuery = z.strictObject({});

/** GET /api/v1/courses, /api/v1/admin/courses */
export const catalogQuery = z.strictObject({
  status: publicStatus.optional(),
  page,
  limit: catalogLimit,
});

const searchText = z
  .string({ error: 'Search must be text' })
  .max(LIMITS.search, { error: `Search must be at most ${LIMITS.search} characters` });
const priceBound = (label: string) => queryInteger(label, 0, LIMITS.maxPrice).optional();

/**
 * GET /api/v1/all-courses: search is optional; blank lists every approved course. Filters
 * and a sort may narrow and order the list (relevance by default; blank text is then
 * newest first; `rating` puts the best reviewed first, courses without reviews last). Prices
 * are whole dollars, both bounds included.
 */
export const searchQuery = z
  .strictObject({
    status: publicStatus.optional(),
    search: searchText.optional(),
    category: z.enum(CATEGORIES, { error: 'Choose a category from the list' }).optional(),
    language: z
      .string({ error: 'Language must be text' })
      .trim()
      .min(1, { error: 'Language must not be blank' })
      .max(LIMITS.language, { error: `Language must be at most ${LIMITS.language} characters` })
      .optional(),
    certificate: z.enum(['Yes', 'No'], { error: 'Certificate must be Yes or No' }).optional(),
    price: z.enum(['free', 'paid'], { error: 'Price must be free or paid' }).optional(),
    minPrice: priceBound('Lowest price'),
    maxPrice: priceBound('Highest price'),
    minRating: z
      .enum(MIN_RATINGS, { error: 'Rating must be 1, 2, 3 or 4' })
      .transform(Number)
      .optional()
      .meta({ description: "Reviews' average at least this (as shown, one decimal): 4 is 4+" }),
    sort: z
      .enum(COURSE_SORTS, { error: `Sort must be one of ${COURSE_SORTS.join(', ')}` })
      .optional(),
    page,
    limit: catalogLimit,
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { error: 'The highest price must not be below the lowest', path: ['maxPrice'] },
  );

/** GET /api/v1/courses/suggestions: a few titles for what is typed so far. */
export const suggestionsQuery = z.strictObject({ q: searchText });

/** GET /api/v1/top-courses */
export const popularQuery = z.strictObject({
  status: publicStatus.optional(),
  limit: queryInteger('Limit', 1, POPULAR_PAGE.maxLimit).optional(),
});

/** GET /api/v1/users, /api/v1/users/private */
export const usersPageQuery = z.strictObject({ page });

/** GET /api/v1/admin/outbox */
export const outboxQuery = z.strictObject({
  q: tableSearch("Part of the recipient's address or of the subject, any case"),
  status: z.enum(OUTBOX_STATUSES, { error: 'Not a status of an outbox message' }).optional(),
  sort: z
    .enum(OUTBOX_SORTS, { error: 'Not a sort of this table' })
    .optional()
    .meta({ description: 'Newest first when not given' }),
  page,
});

export type CatalogQuery = z.input<typeof catalogQuery>;
export type SearchQuery = z.input<typeof searchQuery>;
export type SuggestionsQuery = z.input<typeof suggestionsQuery>;
/** A search query once parsed: numbers are numbers. */
export type ParsedSearchQuery = z.output<typeof searchQuery>;
export type PopularQuery = z.input<typeof popularQuery>;
export type UsersPageQuery = z.input<typeof usersPageQuery>;
export type OutboxQuery = z.input<typeof outboxQuery>;
