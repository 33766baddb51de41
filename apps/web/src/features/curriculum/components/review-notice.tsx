import { Alert } from 'antd';
import type { CourseStanding } from '../api/curriculum-api';

export const WAITING_FOR_REVIEW =
  'Your changes wait for review; students see the approved version.';
export const APPROVED_EDITS_WAIT =
  'This course is approved: changes you make here wait for an admin’s review, and students see the approved version until then.';

/**
 * What a change does to the course's students (decision 33): on an approved course, edits go
 * to a revision an admin reviews while the approved curriculum stays live.
 */
export function ReviewNotice({ standing }: { standing: CourseStanding }) {
  if (standing.state !== 'approved') {
    if (standing.state !== 'pending') return null;
    return (
      <Alert
        type="info"
        showIcon
        className="curriculum-notice"
        title="This course waits for an admin’s approval; its curriculum goes live with it."
      />
    );
  }
  return (
    <Alert
      type={standing.revisionPending ? 'warning' : 'info'}
      showIcon
      role="status"
      className="curriculum-notice"
      title={standing.revisionPending ? WAITING_FOR_REVIEW : APPROVED_EDITS_WAIT}
    />
  );
}
