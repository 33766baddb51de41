import { Tag } from 'antd';
import type { TableColumnType as ColumnType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import type { RevisionRow } from '../api/courses-api';
import { STATUS_COLORS } from '../../../ui/dashboard/course-status-tag';
import { formatDateTime } from '../../../ui/format-date';
import { RevisionFiltersBar } from '../components/revision-filters-bar';
import { PagedAdminTable } from '../../../ui/dashboard/paged-admin-table';
import { showFailure } from '../../../lib/run-confirmed';
import { REVISIONS_PAGE_SIZE } from '../stores/admin-revisions.store';
import { useCourses } from '../stores/use-courses';

/**
 * Changes to approved courses that wait for review while the approved version stays live;
 * each opens the review of what changed, where the admin approves or rejects it.
 */
export const Component = observer(function AdminRevisionsPage() {
  usePageTitle('Revisions | Admin');
  const { adminRevisions: store } = useCourses();
  useEffect(() => {
    store.load(1).catch(showFailure);
  }, [store]);

  const offset = (store.page - 1) * REVISIONS_PAGE_SIZE;
  const columns: ColumnType<RevisionRow>[] = [
    { title: 'SN', key: 'sn', render: (_, __, index) => offset + index + 1 },
    { title: 'Course', dataIndex: 'courseName', key: 'course' },
    {
      title: 'Instructor',
      key: 'instructor',
      render: (_, row) => (
        <span className="dash-person">
          {row.instructorName}
          <small>{row.instructorEmail}</small>
        </span>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) =>
        row.status === 'pending' ? (
          <Tag color={STATUS_COLORS.pending}>Awaiting review</Tag>
        ) : (
          <Tag color={STATUS_COLORS.rejected}>Rejected</Tag>
        ),
    },
    {
      title: 'Changed',
      key: 'changed',
      render: (_, row) => <time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt)}</time>,
    },
    {
      title: 'Review',
      key: 'review',
      fixed: 'right',
      render: (_, row) => (
        <Link
          to={`/admin-dashboard/review/${row.id}`}
          aria-label={`Review the changes to ${row.courseName}`}
        >
          Review changes
        </Link>
      ),
    },
  ];

  return (
    <section aria-labelledby="revisions-heading">
      <h2 id="revisions-heading" className="dash-page-heading">
        Revisions: {store.total}
      </h2>
      <p className="dash-page-intro">
        Changes to approved courses. The approved version stays live until you approve them.
      </p>
      <RevisionFiltersBar
        filters={store.filters}
        onChange={(change) => store.filter(change).catch(showFailure)}
      />
      <PagedAdminTable<RevisionRow>
        label="Revisions table"
        emptyText="No revisions match."
        columns={columns}
        store={store}
      />
    </section>
  );
});
