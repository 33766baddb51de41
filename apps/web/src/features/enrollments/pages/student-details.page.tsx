import { Card, Descriptions, Progress, Skeleton, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { coursePlayerPath } from '../../../lib/player-paths';
import { CourseImage } from '../../../ui/course-image';
import { formatDollars } from '../../../ui/money';
import { formatDate } from '../../../ui/format-date';
import { LoadFailed } from '../../../ui/dashboard/load-failed';
import { PaymentStateTag } from '../../../ui/dashboard/payment-state-tag';
import { showFailure } from '../../../lib/run-confirmed';
import type { PaymentRecord } from '../api/enrollments-api';
import { useStudentEnrollments } from '../stores/use-student-enrollments';
import { useSignedInLoad } from '../../../stores/use-signed-in-load';
import '../student-progress.css';

/** A reversed payment as the admins' payments see it: refunded, or lost to a dispute. */
function reversalOf(payment: PaymentRecord) {
  if (!payment.refundedAt) return null;
  return payment.reversal === 'dispute'
    ? { state: 'disputed' as const, label: 'Disputed on', at: payment.refundedAt }
    : { state: 'refunded' as const, label: 'Refunded on', at: payment.refundedAt };
}

/** What a paid enrollment's refund panel is told; the app composes it in from its feature. */
export interface RefundRequest {
  /** null once the enrollment ended (refunded): only the request's status is left to show. */
  enrollmentId: string | null;
  courseId: string;
  courseName: string;
  openAtOnce: boolean;
}

/**
 * 'Class Progress': the enrolled course, how far the student is, and the payment, with its
 * refund when the app gives one.
 */
export const Component = observer(function StudentDetailsPage({
  refund,
}: {
  refund?: (request: RefundRequest) => ReactNode;
}) {
  usePageTitle('Class Progress | Student');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const store = useStudentEnrollments();
  const email = useSignedInLoad(store);

  const entry = store.enrollmentFor(id);
  const payment = store.paymentFor(id);
  const reversed = payment ? reversalOf(payment) : null;

  return (
    <section aria-labelledby="progress-heading">
      <Typography.Title level={2} id="progress-heading" className="dash-page-heading">
        Class Progress
      </Typography.Title>
      {store.status === 'failed' ? (
        <LoadFailed what="This class" onRetry={() => store.load(email).catch(showFailure)} />
      ) : store.status !== 'ready' ? (
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      ) : !entry && !payment ? (
        <p>
          You are not enrolled in this class.{' '}
          <Link to="/user-dashboard/class">Back to my classes</Link>
        </p>
      ) : (
        <Card style={{ maxWidth: 720 }}>
          {entry ? (
            <CourseImage
              src={entry.courseImage}
              alt={entry.courseName}
              eager
              className="dash-cover"
            />
          ) : null}
          <Typography.Title level={3}>{entry?.courseName ?? payment?.courseName}</Typography.Title>
          {entry ? <p>Instructor: {entry.instructorName}</p> : null}
          {entry ? (
            <div className="class-progress">
              <Progress
                percent={entry.progressPercent}
                aria-label={`Course progress: ${entry.progressPercent}%`}
              />
              <p className="enrolled-progress__note">
                {entry.completedAt
                  ? `Completed on ${formatDate(entry.completedAt)}`
                  : entry.lastLessonId
                    ? `${entry.progressPercent}% of the lessons completed`
                    : 'Not started yet'}
              </p>
              <Link to={coursePlayerPath(entry.courseId)} className="dash-link-button">
                {entry.lastLessonId ? 'Continue' : 'Start learning'}
              </Link>
            </div>
          ) : null}
          {payment ? (
            <Descriptions
              title="Payment"
              extra={reversed ? <PaymentStateTag state={reversed.state} /> : null}
              column={1}
              bordered
              size="small"
            >
              <Descriptions.Item label="Date">{formatDate(payment.date)}</Descriptions.Item>
              <Descriptions.Item label="Amount">{formatDollars(payment.price)}</Descriptions.Item>
              <Descriptions.Item label="Transaction id">{payment.transactionId}</Descriptions.Item>
              {reversed ? (
                <Descriptions.Item label={reversed.label}>
                  {formatDate(reversed.at)}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
          ) : null}
          {payment && payment.price > 0
            ? refund?.({
                enrollmentId: entry?.id ?? null,
                courseId: id,
                courseName: entry?.courseName ?? payment.courseName,
                openAtOnce: params.get('refund') === 'ask',
              })
            : null}
          <p style={{ marginTop: 16 }}>
            <Link to="/user-dashboard/class">Back to my classes</Link>
          </p>
        </Card>
      )}
    </section>
  );
});
