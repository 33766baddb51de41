import { describe, expect, it } from 'vitest';
import { safeReturnPath, withAuthOutcome } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnPath('/course/42?tab=overview')).toBe('/course/42?tab=overview');
    expect(safeReturnPath('/a/./b/../course/7#top')).toBe('/a/course/7#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'course/1',
    '',
    42,
    // Paths that only become protocol-relative once normalised.
    '/.//evil.example',
    '/./\\evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/x/../..//evil.example/y',
  ])('sends %j home', (raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });
});

describe('withAuthOutcome', () => {
  it('adds the outcome to the query, keeping what was there', () => {
    expect(withAuthOutcome('/payment/7?x=1#top', 'registered')).toBe(
      '/payment/7?x=1&auth=registered#top',
    );
    expect(withAuthOutcome('/', 'signed-in')).toBe('/?auth=signed-in');
  });
});
