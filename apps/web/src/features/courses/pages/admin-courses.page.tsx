import type { TableColumnType as ColumnType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { CourseImage } from '../../../ui/course-image';
import { EmailText } from '../../../ui/email-text';
import type { CourseStatus } from '../../../lib/wire';
import type { DashboardCourse } from '../api/courses-api';
import { DecisionButton } from '../../../ui/dashboard/decision-button';
import { CourseFiltersBar } from '../components/course-filters-bar';
import { ReasonButton } from '../../../ui/dashboard/reason-button';
import { PagedAdminTable } from '../../../ui/dashboard/paged-admin-table';
import { showFailure } from '../../../lib/run-confirmed';
import { ADMIN_COURSES_PAGE_SIZE } from '../stores/admin-courses.store';
import { useCourses } from '../stores/use-courses';

const COURSE_STATES: CourseStatus[] = ['pending', 'approved', 'rejected', 'unpublished'];

/** Every course, a page at a time: approve or reject pending ones, see approved ones. */
export const Component = observer(function AdminCoursesPage() {
  usePageTitle('All classes | Admin');
  const { adminCourses: store } = useCourses();
  const [params] = useSearchParams();
  const asked = params.get('state');
  useEffect(() => {
    // The overview's pending count opens this table on the pending courses.
    const state = COURSE_STATES.find((candidate) => candidate === asked);
    (state ? store.filter({ state }) : store.load(1)).catch(showFailure);
  }, [store, asked]);

  const offset = (store.page - 1) * ADMIN_COURSES_PAGE_SIZE;
  const columns: ColumnType<DashboardCourse>[] = [
    { title: 'SN', key: 'sn', render: (_, __, index) => offset + index + 1 },
    {
      title: 'Course',
      key: 'image',
      render: (_, course) => <CourseImage className="dash-thumb" src={course.image} alt="" />,
    },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    {
      title: 'Email',
      key: 'email',
      render: (_, course) => <EmailText value={course.instructorEmail} />,
    },
    {
      title: 'Short description',
      key: 'short',
      render: (_, course) => <div className="dash-cell-text">{course.shortDescription}</div>,
    },
    {
      title: 'Approve',
      key: 'approve',
      fixed: 'right',
      render: (_, course) => {
        if (course.status === 'approved') return 'Added';
        if (course.status === 'rejected') return null;
        return (
          <DecisionButton
            decision="Approve"
            name={course.name}
            decide={() => store.approve(course.id)}
          />
        );
      },
    },
    {
      title: 'Reject',
      key: 'reject',
      fixed: 'right',
      render: (_, course) => {
        if (course.status === 'rejected') return 'Rejected';
        if (course.status === 'unpublished') return 'Unpublished';
        if (course.status === 'approved') {
          return (
            <ReasonButton
              action="Unpublish"
              subject="course"
              name={course.name}
              decide={(reason) => store.unpublish(course.id, reason)}
            />
          );
        }
        return (
          <ReasonButton
            action="Reject"
            subject="course"
            name={course.name}
            decide={(reason) => store.reject(course.id, reason)}
          />
        );
      },
    },
    {
      title: 'See Details',
      key: 'details',
      fixed: 'right',
      render: (_, course) => (
        <span className="dash-link-pair">
          <Link to={`/admin-dashboard/review/${course.id}`} aria-label={`Review ${course.name}`}>
            Review
          </Link>
          {course.status === 'approved' ? (
            <Link to={`/course/${course.id}`} aria-label={`See ${course.name}`}>
              See
            </Link>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="courses-heading">
      <h2 id="courses-heading" className="dash-page-heading">
        Total Courses: {store.total}
      </h2>
      <CourseFiltersBar
        filters={store.filters}
        onChange={(change) => store.filter(change).catch(showFailure)}
      />
      <PagedAdminTable<DashboardCourse>
        label="Courses table"
        emptyText="No courses match."
        columns={columns}
        store={store}
      />
    </section>
  );
});
