import type { ApiClient, Query } from './api-client';

/** One page of a list the server pages, and where it stands in the whole. */
export interface PageOf<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

/** A table's query: the page, its size and only the filters that are set. */
export function tableQuery(page: number, limit: number, filters: object): Query {
  const query: Query = { page, limit };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === false) continue;
    query[key] = value === true ? 'true' : (value as string | number);
  }
  return query;
}

/** A page of a table the server counts in X-Total-Count. */
export async function tablePage<W, T>(
  client: ApiClient,
  path: string,
  page: number,
  limit: number,
  filters: object,
  map: (wire: W) => T,
): Promise<PageOf<T>> {
  const { items, total } = await client.getPage<W>(path, tableQuery(page, limit, filters));
  return {
    items: items.map(map),
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}
