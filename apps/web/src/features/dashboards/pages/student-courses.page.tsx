import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useStores } from '../../../stores/use-stores';
import { usePageTitle } from '../../../lib/page-title';
import { CourseImage } from '../../../ui/course-image';
import { SkeletonGrid } from '../../../ui/skeleton-grid';
import { EmptyList } from '../components/empty-list';
import { LoadFailed } from '../components/load-failed';
import { showFailure } from '../components/run-confirmed';
import { useDashboards } from '../stores/use-dashboards';

/** The courses the student paid for. */
export const Component = observer(function StudentCoursesPage() {
  usePageTitle('My enroll class | Student');
  const { auth } = useStores();
  const { studentEnrollments: store } = useDashboards();
  const email = auth.user?.email ?? '';

  useEffect(() => {
    if (email) store.load(email).catch(showFailure);
  }, [email, store]);

  return (
    <section aria-labelledby="enrolled-heading">
      <h2 id="enrolled-heading" className="dash-page-heading">
        My Enrolled Classes: {store.count}
      </h2>
      {store.status === 'failed' ? (
        <LoadFailed what="Your classes" onRetry={() => store.load(email).catch(showFailure)} />
      ) : store.status !== 'ready' ? (
        <SkeletonGrid count={3} />
      ) : store.count === 0 ? (
        <EmptyList text="You have not enrolled in a class yet." />
      ) : (
        <div className="dash-card-grid">
          {store.list.map((entry) => (
            <Card
              key={entry.id}
              cover={<CourseImage src={entry.courseImage} alt={entry.courseName} />}
            >
              <h3 className="dash-card__title">{entry.courseName}</h3>
              <p className="dash-card__meta">Instructor: {entry.instructorName}</p>
              <Link
                to={`/user-dashboard/details/${entry.courseId}`}
                className="dash-link-button"
                aria-label={`See Details of ${entry.courseName}`}
              >
                See Details
              </Link>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
});
