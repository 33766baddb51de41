import { Progress, type TableColumnsType } from 'antd';
import type { CourseStudentRow } from '../api/courses-api';
import type { CourseLearnersStore } from '../stores/course-learners.store';
import { observer } from 'mobx-react-lite';
import { showFailure } from '../../../lib/run-confirmed';
import { formatDateTime } from '../../../ui/format-date';
import { LearnerFiltersBar } from './learner-filters-bar';
import { PagedListTable } from '../../../ui/dashboard/paged-list-table';
import { relativeTime } from '../../../ui/relative-time';

const columns: TableColumnsType<CourseStudentRow> = [
  { title: 'Name', dataIndex: 'name', key: 'name', ellipsis: true },
  {
    title: 'Progress',
    key: 'progress',
    width: '34%',
    render: (_, student) => (
      <Progress
        percent={student.progressPercent}
        size="small"
        aria-label={`${student.name}: ${student.progressPercent}% complete`}
      />
    ),
  },
  {
    title: 'Last activity',
    key: 'last',
    width: '30%',
    render: (_, student) =>
      student.lastActivityAt ? (
        <time dateTime={student.lastActivityAt} title={formatDateTime(student.lastActivityAt)}>
          {relativeTime(student.lastActivityAt)}
        </time>
      ) : (
        'Not started'
      ),
  },
];

/**
 * The course's students with their progress, a page at a time from the server, searched,
 * filtered and sorted there.
 */
export const CourseStudentsTable = observer(function CourseStudentsTable({
  store,
}: {
  store: CourseLearnersStore;
}) {
  const { q, state } = store.filters;
  return (
    <>
      <LearnerFiltersBar
        filters={store.filters}
        onChange={(change) => void store.filter(change).catch(showFailure)}
      />
      <PagedListTable<CourseStudentRow>
        label="Students table"
        className="dash-students-table"
        emptyText={q || state ? 'No student matches.' : 'No student has enrolled yet.'}
        columns={columns}
        store={store}
      />
    </>
  );
});
