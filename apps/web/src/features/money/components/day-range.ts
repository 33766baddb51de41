/** A date a picker answers (antd's dates print themselves). */
interface PickedDate {
  format(template: string): string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A picked range of days as the API's UTC instants: `from` the first day's start, `to` the
 * start of the day after the last (the API's `to` is exclusive). An open end is no bound.
 */
export function dayRange(dates: readonly (PickedDate | null)[] | null | undefined): {
  from?: string;
  to?: string;
} {
  const [first, last] = dates ?? [];
  const start = (date: PickedDate) => Date.parse(`${date.format('YYYY-MM-DD')}T00:00:00.000Z`);
  return {
    from: first ? new Date(start(first)).toISOString() : undefined,
    to: last ? new Date(start(last) + DAY_MS).toISOString() : undefined,
  };
}
