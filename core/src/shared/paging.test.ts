import { describe, expect, it } from 'vitest';
import { pageRequest } from './paging';
import { pageOffset } from './ports';

const window = { limit: 12, maxLimit: 60 };

describe('pageRequest', () => {
  it('defaults to the first page of the default size', () => {
    expect(pageRequest({}, window)).toEqual({ page: 1, limit: 12 });
    expect(pageOffset(pageRequest({ page: 3, limit: 10 }, window))).toBe(20);
  });

  it('refuses nonsense instead of guessing, naming each field', () => {
    expect(() => pageRequest({ page: 0, limit: 61 }, window)).toThrow(
      expect.objectContaining({
        code: 'validation_failed',
        fields: {
          page: 'Page must be a whole number from 1 to 1000000',
          limit: 'Limit must be a whole number from 1 to 60',
        },
      }),
    );
    expect(() => pageRequest({ page: 1.5 }, window)).toThrow(
      expect.objectContaining({ fields: { page: expect.any(String) } }),
    );
  });
});
