import type { AnswerOf, Endpoint } from '@classroom/http-contract';
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

/** A table of the contract: a bare array, its total in X-Total-Count. */
type TableEndpoint = Endpoint & { readonly paging: 'total' };
type RowOf<E extends TableEndpoint> = AnswerOf<E> extends readonly (infer Row)[] ? Row : never;

/** A page of a table endpoint, its rows parsed by the endpoint's schema. */
export async function tablePageOf<E extends TableEndpoint, T>(
  client: ApiClient,
  endpoint: E,
  page: number,
  limit: number,
  filters: object,
  map: (row: RowOf<E>) => T,
): Promise<PageOf<T>> {
  // The filters are the table's own, typed by its port; they travel as a query like any other.
  const callPage = client.callPage.bind(client) as (
    endpoint: TableEndpoint,
    input: { query: Query },
  ) => Promise<{ items: RowOf<E>[]; total: number }>;
  const { items, total } = await callPage(endpoint, { query: tableQuery(page, limit, filters) });
  return {
    items: items.map(map),
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}
