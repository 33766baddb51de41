import { describe, expect, it } from 'vitest';
import { addSeconds, countSeconds, parseSecondRanges } from './second-ranges';

describe('second ranges', () => {
  it('merges overlapping and touching ranges and counts distinct seconds', () => {
    let ranges = addSeconds([], 10, 20);
    ranges = addSeconds(ranges, 30, 40);
    ranges = addSeconds(ranges, 15, 25);
    expect(ranges).toEqual([
      [10, 25],
      [30, 40],
    ]);
    ranges = addSeconds(ranges, 25, 30);
    expect(ranges).toEqual([[10, 40]]);
    expect(countSeconds(addSeconds(ranges, 0, 5))).toBe(35);
  });

  it('reads stored ranges, dropping what is not a range', () => {
    expect(parseSecondRanges([[5, 8], [0, 6], 'x', [1], [9, 'a']])).toEqual([[0, 8]]);
    expect(parseSecondRanges(null)).toEqual([]);
  });
});
