import { describe, expect, it } from 'vitest';
import { dayRange } from './day-range';

const day = (text: string) => ({ format: () => text });

describe('dayRange', () => {
  it("answers the first day's start and the start of the day after the last, in UTC", () => {
    expect(dayRange([day('2026-11-01'), day('2026-11-30')])).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
  });

  it('leaves an open end unbounded', () => {
    expect(dayRange([null, day('2026-11-30')])).toEqual({
      from: undefined,
      to: '2026-12-01T00:00:00.000Z',
    });
    expect(dayRange(null)).toEqual({ from: undefined, to: undefined });
  });
});
