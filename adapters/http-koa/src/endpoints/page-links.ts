/** Where a paged answer stands: its page (from 1) and how many pages the list has. */
export interface PagePosition {
  page: number;
  pages: number;
}

/**
 * The RFC 8288 Link header of a paged answer: the first, previous, next and last pages, each
 * the same request (path and query) with another `page`, as a reference relative to it.
 */
export function pageLinks(path: string, querystring: string, position: PagePosition): string {
  const { page, pages } = position;
  const href = (target: number) => {
    const query = new URLSearchParams(querystring);
    query.set('page', String(target));
    return `<${path}?${query.toString()}>`;
  };
  const links = [`${href(1)}; rel="first"`];
  if (page > 1) links.push(`${href(Math.min(page - 1, pages))}; rel="prev"`);
  if (page < pages) links.push(`${href(page + 1)}; rel="next"`);
  links.push(`${href(pages)}; rel="last"`);
  return links.join(', ');
}
