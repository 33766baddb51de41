import { SafetyCertificateFilled, TrophyFilled } from '@ant-design/icons';
import { Progress } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { EarnedCertificateStore } from '../stores/earned-certificate.store';
import type { PlayerStore } from '../stores/player.store';

/** What a student sees once every lesson is completed, with the certificate it earned. */
export const FinishScreen = observer(function FinishScreen({
  store,
  certificate,
}: {
  store: PlayerStore;
  certificate: EarnedCertificateStore;
}) {
  const outline = store.outline;
  const courseId = outline?.courseId;
  useEffect(() => {
    if (courseId) void certificate.load(courseId);
  }, [certificate, courseId]);
  if (!outline) return null;
  const earned = certificate.courseId === courseId ? certificate.certificateId : null;
  return (
    <section className="finish-screen" aria-labelledby="finish-title">
      <TrophyFilled className="finish-screen__icon" aria-hidden="true" />
      <h1 id="finish-title">You finished {outline.courseName}!</h1>
      <Progress type="circle" percent={100} size={96} aria-label="Course progress: 100%" />
      <p>
        You completed all {outline.lessonCount} lessons. Your progress stays here: open any lesson
        from the outline to go over it again.
      </p>
      {earned ? (
        <p className="finish-screen__certificate" role="status">
          <SafetyCertificateFilled aria-hidden="true" /> You earned a certificate for this course.
        </p>
      ) : null}
      <div className="finish-screen__actions">
        {earned ? (
          <Link to={`/verify/${earned}`} className="button button--primary">
            See your certificate
          </Link>
        ) : null}
        <Link to="/user-dashboard/class" className={earned ? 'button' : 'button button--primary'}>
          My enroll class
        </Link>
        {earned ? null : (
          <Link to="/user-dashboard/certificates" className="button">
            My certificates
          </Link>
        )}
        {/* The course page holds the review form (and the student's review, to edit). */}
        <Link to={`/course/${outline.courseId}#reviews-heading`} className="button">
          Review this course
        </Link>
      </div>
    </section>
  );
});
