import { Segmented } from 'antd';
import { formatCents } from '../../../ui/money';
import type { RevenueDay } from '../api/money-api';
import { DayBars } from '../../../ui/dashboard/day-bars';

/** The periods a revenue chart offers, in days ending today. */
export const REVENUE_PERIODS = [7, 30, 90, 365] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

const sum = (days: RevenueDay[], value: (day: RevenueDay) => number) =>
  days.reduce((total, day) => total + value(day), 0);

/** Revenue over time: sales, refunds and net, a bar per UTC day, with the period's totals. */
export function RevenueCharts({
  days,
  net = (day) => day.netCents,
  netTitle = 'Net',
}: {
  days: RevenueDay[];
  /** The instructor's page shows their part as the net. */
  net?: (day: RevenueDay) => number;
  netTitle?: string;
}) {
  const period = `in ${days.length} days`;
  return (
    <div className="dash-charts">
      <DayBars
        title="Sales"
        days={days}
        value={(day) => day.salesCents}
        format={formatCents}
        total={`${formatCents(sum(days, (day) => day.salesCents))} ${period}`}
      />
      <DayBars
        title="Refunds"
        tone="loss"
        days={days}
        value={(day) => day.refundsCents}
        format={formatCents}
        total={`${formatCents(sum(days, (day) => day.refundsCents))} ${period}`}
      />
      <DayBars
        title={netTitle}
        days={days}
        value={net}
        format={formatCents}
        total={`${formatCents(sum(days, net))} ${period}`}
      />
    </div>
  );
}

/** Chooses the charts' period. */
export function RevenuePeriodPicker({
  value,
  onChange,
}: {
  value: RevenuePeriod;
  onChange: (period: RevenuePeriod) => void;
}) {
  return (
    <Segmented<RevenuePeriod>
      aria-label="Period"
      value={value}
      onChange={onChange}
      options={REVENUE_PERIODS.map((days) => ({
        value: days,
        label: days === 365 ? '1 year' : `${days} days`,
      }))}
    />
  );
}
