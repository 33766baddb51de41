import { Card, Skeleton, Statistic, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { formatDollars } from '../../../ui/money';
import { formatDate } from '../components/format-date';
import { showFailure } from '../components/run-confirmed';
import { useDashboards } from '../stores/use-dashboards';
import { useSignedInLoad } from '../stores/use-signed-in-load';

/** A course's real figures: enrollments, revenue and the date of the last enrollment. */
export const Component = observer(function InstructorDetailsPage() {
  usePageTitle('Class details | Instructor');
  const { id = '' } = useParams();
  const { instructorCourses: store } = useDashboards();
  useSignedInLoad(store);
  useEffect(() => {
    store.loadFigures(id).catch(showFailure);
  }, [id, store]);

  const course = store.course(id);
  const figures = store.figures.get(id);

  return (
    <section aria-labelledby="details-heading">
      <Typography.Title level={2} id="details-heading" className="dash-page-heading">
        {course?.name ?? 'Class details'}
      </Typography.Title>
      {figures ? (
        <div className="dash-figures">
          <Card>
            <Statistic title="Total Enrollment" value={figures.totalEnrollment} />
          </Card>
          <Card>
            <Statistic title="Revenue" value={formatDollars(figures.revenue)} />
          </Card>
          <Card>
            <Statistic
              title="Last Enrollment"
              value={
                figures.lastEnrolledAt ? formatDate(figures.lastEnrolledAt) : 'No enrollment yet'
              }
            />
          </Card>
        </div>
      ) : store.figuresStatus === 'failed' ? (
        <p role="alert">These figures could not be loaded.</p>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
      <p style={{ marginTop: 24 }}>
        <Link to="/teacher-dashboard/classes">Back to my classes</Link>
      </p>
    </section>
  );
});
