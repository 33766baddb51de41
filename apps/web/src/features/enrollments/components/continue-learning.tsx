import { Card, Progress } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { coursePlayerPath, lessonPath } from '../../../lib/player-paths';
import { CourseImage } from '../../../ui/course-image';
import type { StudentEnrollmentsStore } from '../stores/student-enrollments.store';
import '../student-progress.css';

/** The courses under way: how far each is, and the lesson 'Continue' opens. */
export const ContinueLearning = observer(function ContinueLearning({
  store,
}: {
  store: StudentEnrollmentsStore;
}) {
  const courses = store.inProgress;
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="continue-heading" className="continue-learning">
      <h2 id="continue-heading" className="dash-page-heading">
        Continue learning
      </h2>
      <div className="continue-learning__grid">
        {courses.map((entry) => {
          const next = store.nextLessonOf(entry.courseId);
          return (
            <Card key={entry.id} size="small" className="continue-card">
              <div className="continue-card__body">
                <CourseImage src={entry.courseImage} alt="" className="continue-card__image" />
                <div className="continue-card__text">
                  <h3 className="dash-card__title">{entry.courseName}</h3>
                  <Progress
                    percent={entry.progressPercent}
                    size="small"
                    aria-label={`${entry.courseName}: ${entry.progressPercent}% completed`}
                  />
                  <p className="continue-card__next">
                    {next ? `Next: ${next.title}` : `${entry.progressPercent}% completed`}
                  </p>
                </div>
              </div>
              <Link
                to={
                  next
                    ? lessonPath(entry.courseId, next.lessonId)
                    : coursePlayerPath(entry.courseId)
                }
                className="dash-link-button"
                aria-label={`Continue ${entry.courseName}`}
              >
                Continue
              </Link>
            </Card>
          );
        })}
      </div>
    </section>
  );
});
