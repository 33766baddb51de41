import { tellAdmins } from '../../notifications/notify';
import type { Repositories } from '../../shared/unit-of-work.port';
import type { RefundRequest } from '../refund-request';

/** A request that waits for a decision rings the admins' bell. */
export function tellAdminsOfRequest(
  repositories: Pick<Repositories, 'users' | 'notifications' | 'outbox'>,
  request: RefundRequest,
  studentName: string,
): Promise<void> {
  return tellAdmins(repositories, {
    kind: 'refund-requested',
    subject: {
      courseId: request.courseId,
      courseName: request.courseName,
      personName: studentName,
    },
    reason: null,
  });
}
