import { Card, Skeleton, Statistic, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { formatDollars } from '../../../ui/money';
import { CourseStudentsTable } from '../components/course-students-table';
import { formatDate } from '../../../ui/format-date';
import { LessonDropOffChart } from '../components/lesson-drop-off';
import { showFailure } from '../../../lib/run-confirmed';
import { useCourses } from '../stores/use-courses';
import { useSignedInLoad } from '../../../stores/use-signed-in-load';

/** The course's reviews, composed in by the app from their feature. */
export type CourseReviewsSlot = (courseId: string) => ReactNode;

/**
 * A course's real figures: enrollments, revenue, the date of the last enrollment and the
 * completion rate; then the drop-off by lesson, the students with their progress, and its
 * reviews when the app gives them.
 */
export const Component = observer(function InstructorDetailsPage({
  reviews,
}: {
  reviews?: CourseReviewsSlot;
}) {
  usePageTitle('Class details | Instructor');
  const { id = '' } = useParams();
  const { instructorCourses: store, courseLearners: learners } = useCourses();
  useSignedInLoad(store);
  useEffect(() => {
    store.loadFigures(id).catch(showFailure);
    learners.open(id).catch(showFailure);
  }, [id, store, learners]);
  const summary = learners.courseId === id ? learners.summary : null;

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
          <Card>
            <Statistic
              title="Completion Rate"
              value={summary ? `${summary.completionRate}%` : '…'}
              suffix={
                summary ? (
                  <span className="dash-figure-note">
                    {summary.completed} of {summary.enrolled}
                  </span>
                ) : null
              }
            />
          </Card>
        </div>
      ) : store.figuresStatus === 'failed' ? (
        <p role="alert">These figures could not be loaded.</p>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
      <section aria-labelledby="learners-heading" className="dash-learners">
        <Typography.Title level={3} id="learners-heading">
          Students and progress
        </Typography.Title>
        {summary ? (
          <LessonDropOffChart lessons={summary.lessons} enrolled={summary.enrolled} />
        ) : learners.status === 'failed' ? null : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
        <CourseStudentsTable store={learners} />
      </section>
      {reviews?.(id)}
      <p style={{ marginTop: 24 }}>
        <Link to="/teacher-dashboard/classes">Back to my classes</Link>
      </p>
    </section>
  );
});
