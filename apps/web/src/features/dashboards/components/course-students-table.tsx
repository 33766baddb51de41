import { Progress, type TableColumnsType } from 'antd';
import type { CourseStudentRow } from '../api/dashboards-api';
import type { CourseLearnersStore } from '../stores/course-learners.store';
import { formatDateTime } from './format-date';
import { PagedListTable } from './paged-list-table';
import { relativeTime } from './relative-time';

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

/** The course's students with their progress, a page at a time from the server. */
export function CourseStudentsTable({ store }: { store: CourseLearnersStore }) {
  return (
    <PagedListTable<CourseStudentRow>
      label="Students table"
      className="dash-students-table"
      emptyText="No student has enrolled yet."
      columns={columns}
      store={store}
    />
  );
}
