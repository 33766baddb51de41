import { z } from 'zod';

type PageShape<K extends string, T extends z.ZodType, Size extends z.ZodType> = {
  [P in K]: z.ZodArray<T>;
} & {
  page: z.ZodNumber;
  pages: z.ZodNumber;
  total: z.ZodNumber;
  pageSize: Size;
};

/**
 * One page of a list, the one shape of every paged answer: the items under the list's own
 * name (`reviews`, `payments` ...), the page (from 1), the number of pages, the total and the
 * page's size, fixed (`pageSize`) or as asked for. Sent with X-Total-Count and Link headers.
 */
export function page<const K extends string, T extends z.ZodType, const N extends number>(
  item: T,
  list: K,
  pageSize: N,
): z.ZodObject<PageShape<K, T, z.ZodLiteral<N>>, z.core.$strict>;
export function page<const K extends string, T extends z.ZodType>(
  item: T,
  list: K,
): z.ZodObject<PageShape<K, T, z.ZodNumber>, z.core.$strict>;
export function page(item: z.ZodType, list: string, pageSize?: number): z.ZodType {
  return z.strictObject({
    [list]: z.array(item),
    page: z.int().min(1),
    pages: z.int().min(1),
    total: z.int().min(0),
    pageSize: pageSize === undefined ? z.int().min(1) : z.literal(pageSize),
  });
}
