import { Card, Progress } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { CourseImage } from '../../../ui/course-image';
import { SkeletonGrid } from '../../../ui/skeleton-grid';
import { ContinueLearning } from '../components/continue-learning';
import { EmptyList } from '../../../ui/dashboard/empty-list';
import { LoadFailed } from '../../../ui/dashboard/load-failed';
import { showFailure } from '../../../lib/run-confirmed';
import { useStudentEnrollments } from '../stores/use-student-enrollments';
import { useSignedInLoad } from '../../../stores/use-signed-in-load';

/** The courses the student enrolled in, how far each is, and the ones under way first. */
export const Component = observer(function StudentCoursesPage() {
  usePageTitle('My enroll class | Student');
  const store = useStudentEnrollments();
  const email = useSignedInLoad(store);

  return (
    <>
      {store.status === 'ready' ? <ContinueLearning store={store} /> : null}
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
                <div className="enrolled-progress">
                  <Progress
                    percent={entry.progressPercent}
                    size="small"
                    aria-label={`${entry.courseName}: ${entry.progressPercent}% completed`}
                  />
                  {entry.completedAt || !entry.lastLessonId ? (
                    <p className="enrolled-progress__note">
                      {entry.completedAt ? 'Completed' : 'Not started yet'}
                    </p>
                  ) : null}
                </div>
                <Link
                  to={`/user-dashboard/details/${entry.courseId}`}
                  className="dash-link-button"
                  aria-label={`See Details of ${entry.courseName}`}
                >
                  See Details
                </Link>
                {store.paymentFor(entry.courseId)?.price ? (
                  <Link
                    to={`/user-dashboard/details/${entry.courseId}?refund=ask`}
                    className="enrolled-refund-link"
                    aria-label={`Request a refund of ${entry.courseName}`}
                  >
                    Request a refund
                  </Link>
                ) : null}
              </Card>
            ))}
          </div>
        )}
      </section>
    </>
  );
});
