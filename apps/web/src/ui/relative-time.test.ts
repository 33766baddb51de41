import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('relativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime('2026-03-10T11:59:30.000Z', now)).toBe('just now');
    expect(relativeTime('2026-03-10T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-10T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-03-09T12:00:00.000Z', now)).toBe('yesterday');
    expect(relativeTime('2026-02-10T12:00:00.000Z', now)).toBe('4 weeks ago');
  });

  it('says nothing for an unreadable date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});
