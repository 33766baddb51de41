import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { formatDollars } from '../../../ui/money';
import { AuditEntryItem } from '../components/audit-entry';
import { DayBars } from '../../../ui/dashboard/day-bars';
import { LoadFailed } from '../../../ui/dashboard/load-failed';
import { showFailure } from '../../../lib/run-confirmed';
import { useAdminOverview } from '../stores/use-admin-overview';
import { LoadingImage } from '../../../ui/loading-image';
import type { ServerNotice } from '../api/admin-overview-api';

const QUEUES = [
  { key: 'applications', label: 'Teacher Request', to: '/admin-dashboard/request' },
  { key: 'courses', label: 'Pending courses', to: '/admin-dashboard/classes?state=pending' },
  { key: 'revisions', label: 'Revisions', to: '/admin-dashboard/revisions' },
  { key: 'refunds', label: 'Refund requests', to: '/admin-dashboard/refunds' },
] as const;

/** What each notice about the server means for the school, and what fixes it. */
const NOTICES = {
  video_processing_off: {
    title: 'Video processing is off',
    effect:
      'Videos are kept and play, but get no duration, poster or streaming versions until ffmpeg is installed on the server and the server restarted.',
  },
} satisfies Record<ServerNotice['code'], { title: string; effect: string }>;

/** The admin home: what awaits a decision (each count opens its queue), what happened lately. */
export const Component = observer(function AdminOverviewPage() {
  usePageTitle('Overview | Admin');
  const store = useAdminOverview();
  useEffect(() => {
    store.load().catch(showFailure);
  }, [store]);

  const overview = store.overview;
  if (!overview && store.status === 'failed') {
    return <LoadFailed what="The overview" onRetry={() => store.load().catch(showFailure)} />;
  }
  if (!overview) return <LoadingImage />;

  return (
    <section aria-labelledby="overview-heading" className="dash-overview">
      <h2 id="overview-heading" className="dash-page-heading">
        Overview
      </h2>
      {overview.notices.map((notice) => (
        <Alert
          key={notice.code}
          type="warning"
          showIcon
          className="dash-overview__notice"
          title={NOTICES[notice.code].title}
          description={`${NOTICES[notice.code].effect} (${notice.reason}.)`}
        />
      ))}
      <h3 className="dash-overview__subheading">Awaiting a decision</h3>
      <ul className="dash-queues" aria-label="Awaiting a decision">
        {QUEUES.map((queue) => (
          <li key={queue.key}>
            <Link
              to={queue.to}
              className="dash-queue"
              aria-label={`${queue.label}: ${overview.pending[queue.key]} pending`}
            >
              <span className="dash-queue__count">{overview.pending[queue.key]}</span>
              <span className="dash-queue__label">{queue.label}</span>
            </Link>
          </li>
        ))}
      </ul>

      <h3 className="dash-overview__subheading">Last 30 days</h3>
      <div className="dash-charts">
        <DayBars
          title="Enrollments"
          days={overview.days}
          value={(day) => day.enrollments}
          format={String}
          total={`${store.totals.enrollments} in 30 days`}
        />
        <DayBars
          title="Revenue"
          days={overview.days}
          value={(day) => day.revenue}
          format={formatDollars}
          total={`${formatDollars(store.totals.revenue)} in 30 days`}
        />
      </div>

      <h3 className="dash-overview__subheading">Recent activity</h3>
      {overview.activity.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol className="audit-list" aria-label="Recent activity">
          {overview.activity.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} brief />
          ))}
        </ol>
      )}
      <Link to="/admin-dashboard/audit">See the whole audit log</Link>
    </section>
  );
});
