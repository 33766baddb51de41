import { describe, expect, it } from 'vitest';
import { searchQuery, usersPageQuery } from './queries';

describe('query schemas', () => {
  it('turns page and limit into numbers', () => {
    expect(searchQuery.parse({ status: '1', search: 'react', page: '2', limit: '30' })).toEqual({
      status: '1',
      search: 'react',
      page: 2,
      limit: 30,
    });
  });

  it.each([
    [{ status: '0' }],
    [{ page: '0' }],
    [{ page: '-1' }],
    [{ page: '1.5' }],
    [{ limit: '61' }],
    [{ page: ['1', '2'] }],
    [{ unexpected: 'x' }],
  ])('refuses %j', (query) => {
    expect(searchQuery.safeParse(query).success).toBe(false);
  });

  it('refuses a limit on the users page (fixed size 10)', () => {
    expect(usersPageQuery.safeParse({ page: '1', limit: '100' }).success).toBe(false);
  });
});
