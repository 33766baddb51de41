import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links';

describe('pageLinks', () => {
  it('links a page past the end back to the last page, and adds the page to a bare query', () => {
    expect(pageLinks('/things', 'page=5', { page: 5, pages: 3 })).toBe(
      '</things?page=1>; rel="first", </things?page=3>; rel="prev", </things?page=3>; rel="last"',
    );
    expect(pageLinks('/things', '', { page: 1, pages: 2 })).toBe(
      '</things?page=1>; rel="first", </things?page=2>; rel="next", </things?page=2>; rel="last"',
    );
  });

  it('keeps the rest of the query as it was sent, encoded', () => {
    expect(pageLinks('/things', 'q=a%20b&page=1', { page: 1, pages: 1 })).toBe(
      '</things?q=a+b&page=1>; rel="first", </things?q=a+b&page=1>; rel="last"',
    );
  });
});
