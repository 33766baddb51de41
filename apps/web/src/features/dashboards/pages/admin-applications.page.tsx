import { Tag } from 'antd';
import type { TableColumnType as ColumnType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import type { DashboardUser } from '../api/dashboards-api';
import { STATUS_COLORS } from '../components/course-status-tag';
import { AdminTable } from '../components/admin-table';
import { EmptyList } from '../components/empty-list';
import { DecisionButton } from '../components/decision-button';
import { ReasonButton } from '../components/reason-button';
import { showFailure } from '../components/run-confirmed';
import { userProfileColumns } from '../components/user-columns';
import { useDashboards } from '../stores/use-dashboards';

const statusColor: Record<string, string> = STATUS_COLORS;

/** Instructor applications: approve or reject while the status is 'applied'. */
export const Component = observer(function AdminApplicationsPage() {
  usePageTitle('Teacher Request | Admin');
  const { applicants } = useDashboards();
  useEffect(() => {
    applicants.load().catch(showFailure);
  }, [applicants]);

  const decided = (user: DashboardUser) => user.status === 'approved' || user.status === 'rejected';
  const columns: ColumnType<DashboardUser>[] = [
    { title: 'SN', key: 'sn', render: (_, __, index) => index + 1 },
    ...userProfileColumns,
    { title: 'Experience', dataIndex: 'experience', key: 'experience' },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'Category', dataIndex: 'category', key: 'category' },
    {
      title: 'Status',
      key: 'status',
      render: (_, user) => <Tag color={statusColor[user.status]}>{user.status}</Tag>,
    },
    {
      title: 'Approve',
      key: 'approve',
      fixed: 'right',
      render: (_, user) =>
        decided(user) ? null : (
          <DecisionButton
            decision="Approve"
            name={user.displayName}
            decide={() => applicants.approve(user.id)}
          />
        ),
    },
    {
      title: 'Reject',
      key: 'reject',
      fixed: 'right',
      render: (_, user) =>
        decided(user) ? null : (
          <ReasonButton
            action="Reject"
            subject="application"
            name={user.displayName}
            decide={(reason) => applicants.reject(user.id, reason)}
          />
        ),
    },
  ];

  return (
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading" className="dash-page-heading">
        Total Applied Request: {applicants.total}
      </h2>
      {applicants.status === 'ready' && applicants.total === 0 ? (
        <EmptyList text="No instructor requests yet." />
      ) : (
        <AdminTable<DashboardUser>
          label="Teacher requests table"
          columns={columns}
          rows={applicants.rows}
          loading={applicants.status === 'loading' || applicants.status === 'idle'}
        />
      )}
    </section>
  );
});
