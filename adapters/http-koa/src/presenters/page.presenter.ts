import type { Page } from '@classroom/core';

/** Where a page stands in its list, as every paged answer of the admins' lists says it. */
export function pageFields<Size extends number>(page: Page<unknown>, pageSize: Size) {
  return {
    page: page.page,
    pages: Math.max(1, Math.ceil(page.total / pageSize)),
    total: page.total,
    pageSize,
  };
}

/** Where a page of a bare list (`paging: 'total'`) stands: its number and size, for its links. */
export function positionOf(page: Page<unknown>): { number: number; size: number } {
  return { number: page.page, size: page.limit };
}
