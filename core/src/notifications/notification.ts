import type { DecisionReason } from '../editorial/decision-reason';

import type { NotificationKind } from './notification-kinds';

export { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';

/** What a notification is about, as data the bell, the mail and the desktop each render. */
export interface NotificationSubject {
  courseId?: string;
  courseName?: string;
  /** The person concerned (an applicant, a student), by name only. */
  personName?: string;
  userId?: string;
}

export interface NotificationDraft {
  kind: NotificationKind;
  subject: NotificationSubject;
  reason: DecisionReason | null;
}

export interface Notification extends NotificationDraft {
  id: string;
  userId: string;
  createdAt: Date;
  readAt: Date | null;
}
