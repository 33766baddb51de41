/**
 * A set of whole seconds of a video, kept as sorted, disjoint, non-touching half-open ranges
 * [start, end): a student who watches a lesson straight through is one pair, however long.
 */
export type SecondRanges = readonly (readonly [number, number])[];

/** The set with [from, to) added, merged with every range it overlaps or touches. */
export function addSeconds(ranges: SecondRanges, from: number, to: number): SecondRanges {
  if (to <= from) return ranges;
  const merged: [number, number][] = [];
  let start = from;
  let end = to;
  for (const [a, b] of ranges) {
    if (b < start || a > end) merged.push([a, b]);
    else {
      start = Math.min(start, a);
      end = Math.max(end, b);
    }
  }
  merged.push([start, end]);
  return merged.sort((x, y) => x[0] - y[0]);
}

/** How many distinct seconds the set holds. */
export function countSeconds(ranges: SecondRanges): number {
  return ranges.reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** Reads ranges stored as JSON, dropping anything that is not a valid range. */
export function parseSecondRanges(raw: unknown): SecondRanges {
  if (!Array.isArray(raw)) return [];
  let ranges: SecondRanges = [];
  for (const pair of raw) {
    if (!Array.isArray(pair) || pair.length !== 2) continue;
    const [a, b] = pair as unknown[];
    if (Number.isInteger(a) && Number.isInteger(b))
      ranges = addSeconds(ranges, a as number, b as number);
  }
  return ranges;
}
