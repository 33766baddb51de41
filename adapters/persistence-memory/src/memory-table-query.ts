import { pageOffset, type Page, type PageRequest } from '@classroom/core';

/** Whether any of the texts holds `text`, ignoring case: as the SQL stores' LIKE does. */
export function containsText(text: string | undefined, ...haystacks: string[]): boolean {
  if (!text) return true;
  const needle = text.toLowerCase();
  return haystacks.some((value) => value.toLowerCase().includes(needle));
}

/** Rows awaiting review before the others, when asked, keeping `order` within each group. */
export function pendingFirst<T>(
  order: (a: T, b: T) => number,
  isPending: (row: T) => boolean,
  enabled: boolean | undefined,
): (a: T, b: T) => number {
  if (!enabled) return order;
  return (a, b) => Number(isPending(b)) - Number(isPending(a)) || order(a, b);
}

export function pageOf<T, R>(rows: T[], page: PageRequest, map: (row: T) => R): Page<R> {
  const start = pageOffset(page);
  return { items: rows.slice(start, start + page.limit).map(map), total: rows.length, ...page };
}

/** Sorts by text the way the SQL stores' collations do, near enough for tests: ignoring case. */
export const byText = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
