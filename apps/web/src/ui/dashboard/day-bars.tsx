/** A day's figures; `day` an ISO date or the instant its UTC day starts. */
interface Day {
  day: string;
}

/** The day as the chart prints it: 2026-11-27. */
const dateOf = (day: Day) => day.day.slice(0, 10);

/**
 * One figure per day as a bar chart: bars scaled to the busiest day, each with its day and
 * value as a tooltip; the caption says the total for screen readers and everyone else.
 */
export function DayBars<D extends Day>(props: {
  title: string;
  days: D[];
  value: (day: D) => number;
  format: (value: number) => string;
  total: string;
  /** 'loss': bars of money going out (refunds), in red. */
  tone?: 'loss';
}) {
  const { title, days, value, format, total, tone } = props;
  const highest = Math.max(0, ...days.map(value));
  return (
    <figure className="dash-chart">
      <figcaption>
        <strong>{title}</strong> <span>{total}</span>
      </figcaption>
      <div className="dash-chart__bars" aria-hidden="true">
        {days.map((day) => {
          const figure = value(day);
          // A day at or below zero (a net loss) keeps the baseline; its tooltip says the figure.
          const height = highest === 0 || figure <= 0 ? 0 : Math.max(2, (figure / highest) * 100);
          return (
            <span
              key={day.day}
              className={tone ? `dash-chart__bar dash-chart__bar--${tone}` : 'dash-chart__bar'}
              style={{ height: `${height}%` }}
              title={`${dateOf(day)}: ${format(figure)}`}
            />
          );
        })}
      </div>
      {days.length > 0 ? (
        <div className="dash-chart__axis" aria-hidden="true">
          <span>{dateOf(days[0]!)}</span>
          <span>{dateOf(days[days.length - 1]!)}</span>
        </div>
      ) : null}
    </figure>
  );
}
