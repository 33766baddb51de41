import { TrophyFilled } from '@ant-design/icons';
import { Progress } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { PlayerStore } from '../stores/player.store';

/** What a student sees once every lesson is completed. */
export const FinishScreen = observer(function FinishScreen({ store }: { store: PlayerStore }) {
  const outline = store.outline;
  if (!outline) return null;
  return (
    <section className="finish-screen" aria-labelledby="finish-title">
      <TrophyFilled className="finish-screen__icon" aria-hidden="true" />
      <h1 id="finish-title">You finished {outline.courseName}!</h1>
      <Progress type="circle" percent={100} size={96} aria-label="Course progress: 100%" />
      <p>
        You completed all {outline.lessonCount} lessons. Your progress stays here: open any lesson
        from the outline to go over it again.
      </p>
      <div className="finish-screen__actions">
        <Link to="/user-dashboard/class" className="button button--primary">
          My enroll class
        </Link>
        <Link to="/user-dashboard/certificates" className="button">
          My certificates
        </Link>
        {/* The course page holds the review form (and the student's review, to edit). */}
        <Link to={`/course/${outline.courseId}#reviews-heading`} className="button">
          Review this course
        </Link>
      </div>
    </section>
  );
});
