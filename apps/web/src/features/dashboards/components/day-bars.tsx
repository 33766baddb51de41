import type { AdminOverview } from '../api/admin-overview-api';

type Day = AdminOverview['days'][number];

/**
 * One figure per day as a bar chart: bars scaled to the busiest day, each with its day and
 * value as a tooltip; the caption says the total for screen readers and everyone else.
 */
export function DayBars(props: {
  title: string;
  days: Day[];
  value: (day: Day) => number;
  format: (value: number) => string;
  total: string;
}) {
  const { title, days, value, format, total } = props;
  const highest = Math.max(0, ...days.map(value));
  return (
    <figure className="dash-chart">
      <figcaption>
        <strong>{title}</strong> <span>{total}</span>
      </figcaption>
      <div className="dash-chart__bars" aria-hidden="true">
        {days.map((day) => {
          const figure = value(day);
          const height = highest === 0 ? 0 : Math.max(2, (figure / highest) * 100);
          return (
            <span
              key={day.day}
              className="dash-chart__bar"
              style={{ height: `${height}%` }}
              title={`${day.day}: ${format(figure)}`}
            />
          );
        })}
      </div>
      {days.length > 0 ? (
        <div className="dash-chart__axis" aria-hidden="true">
          <span>{days[0]!.day}</span>
          <span>{days[days.length - 1]!.day}</span>
        </div>
      ) : null}
    </figure>
  );
}
