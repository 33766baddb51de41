import { Skeleton } from 'antd';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import {
  RevenueCharts,
  RevenuePeriodPicker,
  type RevenuePeriod,
} from '../components/revenue-charts';
import { useRevenue } from '../components/use-revenue';
import { useMoneyApi } from '../stores/use-money';
import '../money.css';

/** The school's revenue over time: sales, refunds and net, a bar per UTC day. */
export function Component() {
  usePageTitle('Revenue | Admin');
  const api = useMoneyApi();
  const [period, setPeriod] = useState<RevenuePeriod>(30);
  const days = useRevenue(api.adminRevenue, period);
  return (
    <section aria-labelledby="revenue-heading" className="money-page">
      <h2 id="revenue-heading" className="dash-page-heading">
        Revenue
      </h2>
      <RevenuePeriodPicker value={period} onChange={setPeriod} />
      {days ? <RevenueCharts days={days} /> : <Skeleton active />}
    </section>
  );
}
