import type { RefundConsumptionWire } from '@classroom/http-contract';
import type { RefundRefusal } from '../api/money-api';
import { formatDate } from '../../../ui/format-date';

/** What an approval would be refused for, as the admin deciding reads it. */
const NOT_REFUNDABLE: Partial<Record<RefundRefusal, string>> = {
  course_completed: 'The student completed the course: it cannot be refunded.',
  certificate_issued: 'A certificate was issued: the course cannot be refunded.',
  progress_over_cap: 'The student’s highest progress reached the cap: it cannot be refunded.',
};

export function notRefundable(refusal: RefundRefusal): string {
  return NOT_REFUNDABLE[refusal] ?? 'The course cannot be refunded under the rules.';
}

/**
 * What the student has taken of the course, the facts a refund rests on: progress now and at
 * its highest, lessons completed, the course's completion and its certificate.
 */
export function ConsumptionFacts({ consumption }: { consumption: RefundConsumptionWire | null }) {
  if (!consumption) return <p className="outbox-meta">The enrollment no longer exists.</p>;
  const { progressPercent, highestProgressPercent, completedAt, certificate } = consumption;
  return (
    <ul className="refund-consumption" aria-label="What the student has taken of the course">
      <li>
        Progress {progressPercent}%
        {highestProgressPercent > progressPercent ? ` (highest ${highestProgressPercent}%)` : ''}
      </li>
      <li>
        {consumption.lessonsCompleted} of {consumption.lessonCount}{' '}
        {consumption.lessonCount === 1 ? 'lesson' : 'lessons'} completed
      </li>
      {completedAt ? (
        <li className="refund-consumption__flag">Completed {formatDate(completedAt)}</li>
      ) : null}
      {certificate ? (
        <li className="refund-consumption__flag">
          Certificate {certificate.code}
          {certificate.revoked ? ' (revoked)' : ' issued'}
        </li>
      ) : null}
    </ul>
  );
}
