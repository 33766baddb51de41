import { pageRequest } from '../shared/paging';
import type { PageRequest } from '../shared/ports';

/** Lists that grow with the catalogue never go out whole. */
export const CATALOG_PAGE = { limit: 12, maxLimit: 60 } as const;

export function catalogPage(input: { page?: number; limit?: number }): PageRequest {
  return pageRequest(input, CATALOG_PAGE);
}
