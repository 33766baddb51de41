import { LIMITS } from '@classroom/http-contract';
import { describe, expect, it } from 'vitest';
import { apiQuery, criteriaFromParams, paramsFromCriteria } from './catalog-criteria';

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

  it('keeps a lowest rating and the rating sort, and asks the API with minRating', () => {
    const criteria = criteriaFromParams(new URLSearchParams('rating=4&sort=rating'));
    expect(criteria).toMatchObject({ rating: '4', sort: 'rating' });
    expect(paramsFromCriteria(criteria)).toEqual({ rating: '4', sort: 'rating' });
    expect(apiQuery(criteria)).toMatchObject({ minRating: '4', sort: 'rating' });
    expect(criteriaFromParams(new URLSearchParams('rating=5')).rating).toBe('');
  });
});
