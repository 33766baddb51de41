import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useFeatureStore } from '../../../stores/use-stores';
import { useInView } from '../../../lib/use-in-view';
import { createHomeStore } from '../stores/home.store';
import { useCountUp } from './use-count-up';

function Figure({
  value,
  active,
  label,
  plus,
}: {
  value: number;
  active: boolean;
  label: string;
  plus?: boolean;
}) {
  const shown = useCountUp(value, active);
  return (
    <div className="stat">
      <span className="stat__value" aria-hidden="true">
        {shown}
        {plus && '+'}
      </span>
      <span className="visually-hidden">
        {value}
        {plus && '+'}
      </span>
      <span className="stat__label">{label}</span>
    </div>
  );
}

/** 'Why choose us': the platform's figures, counting up whenever they come into view. */
export const Stats = observer(function Stats() {
  const home = useFeatureStore(createHomeStore);
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  useEffect(() => {
    void home.loadStats();
  }, [home]);
  const stats = home.stats;
  const active = inView && stats !== null;

  return (
    <section className="section stats-section" aria-labelledby="stats-title">
      <div className="container">
        <div className="section__head">
          <p className="section__eyebrow">Why choose us</p>
          <h2 id="stats-title" className="section__title">
            Learners and instructors grow with us
          </h2>
        </div>
        <div className="stats" ref={ref}>
          <Figure value={stats?.totalUsers ?? 0} active={active} label="Total Users" plus />
          <Figure value={stats?.totalCourses ?? 0} active={active} label="Total Classes" />
          <Figure
            value={stats?.totalEnrollment ?? 0}
            active={active}
            label="Total Enrollment"
            plus
          />
        </div>
      </div>
    </section>
  );
});
