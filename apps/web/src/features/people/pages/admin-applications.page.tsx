import { Tag } from 'antd';
import type { TableColumnType as ColumnType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import type { DashboardUser } from '../api/people-api';
import { STATUS_COLORS } from '../../../ui/dashboard/course-status-tag';
import { ApplicationFiltersBar } from '../components/application-filters-bar';
import { DecisionNote } from '../../../ui/dashboard/decision-note';
import { DecisionButton } from '../../../ui/dashboard/decision-button';
import { ReasonButton } from '../../../ui/dashboard/reason-button';
import { PagedAdminTable } from '../../../ui/dashboard/paged-admin-table';
import { showFailure } from '../../../lib/run-confirmed';
import { userProfileColumns } from '../components/user-columns';
import { APPLICATIONS_PAGE_SIZE } from '../stores/applicants.store';
import { usePeople } from '../stores/use-people';

const statusColor: Record<string, string> = STATUS_COLORS;

/**
 * Instructor applications, pending ones first (alone at first): approve, or reject with a
 * reason while the status is 'applied'. The heading counts what the table shows.
 */
export const Component = observer(function AdminApplicationsPage() {
  usePageTitle('Teacher Request | Admin');
  const { applicants } = usePeople();
  useEffect(() => {
    applicants.load(1).catch(showFailure);
  }, [applicants]);

  const offset = (applicants.page - 1) * APPLICATIONS_PAGE_SIZE;
  const decided = (user: DashboardUser) => user.status === 'approved' || user.status === 'rejected';
  const columns: ColumnType<DashboardUser>[] = [
    { title: 'SN', key: 'sn', render: (_, __, index) => offset + index + 1 },
    ...userProfileColumns,
    { title: 'Experience', dataIndex: 'experience', key: 'experience' },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'Category', dataIndex: 'category', key: 'category' },
    {
      title: 'Status',
      key: 'status',
      render: (_, user) => (
        <div className="dash-cell-text">
          <Tag color={statusColor[user.status]}>{user.status}</Tag>
          {user.status === 'rejected' ? <DecisionNote decision={user.lastDecision} /> : null}
        </div>
      ),
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
      <ApplicationFiltersBar
        filters={applicants.filters}
        onChange={(change) => applicants.filter(change).catch(showFailure)}
      />
      <PagedAdminTable<DashboardUser>
        label="Teacher requests table"
        emptyText="No instructor requests match."
        columns={columns}
        store={applicants}
      />
    </section>
  );
});
