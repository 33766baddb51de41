import { z } from 'zod';
import { queryInteger } from '../fields';
import { CATALOG_PAGE, LIMITS, POPULAR_PAGE } from '../options';

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

/** GET /api/v1/all-courses: search is optional; blank lists every approved course. */
export const searchQuery = z.strictObject({
  status: publicStatus.optional(),
  search: z
    .string({ error: 'Search must be text' })
    .max(LIMITS.search, { error: `Search must be at most ${LIMITS.search} characters` })
    .optional(),
  page,
  limit: catalogLimit,
});

/** GET /api/v1/top-courses */
export const popularQuery = z.strictObject({
  status: publicStatus.optional(),
  limit: queryInteger('Limit', 1, POPULAR_PAGE.maxLimit).optional(),
});

/** GET /api/v1/users, /api/v1/users/private */
export const usersPageQuery = z.strictObject({ page });

/** GET /api/v1/admin/courses */
export const adminCoursesQuery = z.strictObject({ page, limit: catalogLimit });

/** GET /api/v1/admin/outbox */
export const outboxQuery = z.strictObject({ page });

export type CatalogQuery = z.input<typeof catalogQuery>;
export type SearchQuery = z.input<typeof searchQuery>;
export type PopularQuery = z.input<typeof popularQuery>;
export type UsersPageQuery = z.input<typeof usersPageQuery>;
export type AdminCoursesQuery = z.input<typeof adminCoursesQuery>;
export type OutboxQuery = z.input<typeof outboxQuery>;
