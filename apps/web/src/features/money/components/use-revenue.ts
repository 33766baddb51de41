import { useEffect, useState } from 'react';
import type { RevenueDay } from '../api/money-api';
import type { RevenuePeriod } from './revenue-charts';
import { showFailure } from '../../../lib/run-confirmed';

/** The daily revenue `load` answers for the period (and course), reloaded when they change. */
export function useRevenue(
  load: (days: number, courseId?: string) => Promise<RevenueDay[]>,
  period: RevenuePeriod,
  courseId?: string,
): RevenueDay[] | null {
  const [days, setDays] = useState<RevenueDay[] | null>(null);
  useEffect(() => {
    let current = true;
    load(period, courseId)
      .then((answer) => {
        if (current) setDays(answer);
      })
      .catch(showFailure);
    return () => {
      current = false;
    };
  }, [load, period, courseId]);
  return days;
}
