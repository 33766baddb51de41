import { LIMITS } from '@classroom/http-contract';
import { describe, expect, it } from 'vitest';
import { criteriaFromParams, paramsFromCriteria } from './catalog-criteria';

describe('catalogue criteria in the URL', () => {
  it('reads back what it wrote, leaving the defaults out', () => {
    const params = new URLSearchParams('search=java&category=Data+Science&price=free&sort=newest');
    const criteria = criteriaFromParams(params);
    expect(criteria).toMatchObject({ text: 'java', category: 'Data Science', price: 'free' });
    expect(paramsFromCriteria(criteria)).toEqual({
      search: 'java',
      category: 'Data Science',
      price: 'free',
      sort: 'newest',
    });
    expect(paramsFromCriteria(criteriaFromParams(new URLSearchParams()))).toEqual({});
  });

  it("cuts text past the server's limit and drops values the server would refuse", () => {
    const long = 'a'.repeat(LIMITS.search + 300);
    const criteria = criteriaFromParams(
      new URLSearchParams({
        search: long,
        category: 'Cooking',
        price: 'cheap',
        sort: 'x',
        certificate: 'maybe',
      }),
    );
    expect(criteria.text).toHaveLength(LIMITS.search);
    expect(criteria).toMatchObject({ category: '', price: '', sort: 'relevance', certificate: '' });
  });
});
