import { pageRequest } from './paging';
import type { PageRequest } from './ports';

import { TABLE_PAGE, TABLE_SEARCH_MAX } from './table-options';

export function tablePage(input: { page?: number; limit?: number }): PageRequest {
  return pageRequest(input, TABLE_PAGE);
}

/** The search words of a table as typed, trimmed and cut; undefined when blank. */
export function tableText(text: string | undefined): string | undefined {
  const trimmed = text?.trim().slice(0, TABLE_SEARCH_MAX);
  return trimmed ? trimmed : undefined;
}
