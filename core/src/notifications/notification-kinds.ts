/**
 * What people are told, in the bell, by e-mail and on the desktop. Instructors hear of their
 * courses' decisions, enrollments and reviews; applicants of their application; admins of new
 * items awaiting review.
 * This file imports nothing: the wire contract and the UI read the same list.
 */
export const NOTIFICATION_KINDS = [
  'course-approved',
  'course-rejected',
  'course-unpublished',
  'revision-approved',
  'revision-rejected',
  'new-enrollment',
  'new-review',
  'application-approved',
  'application-rejected',
  'course-submitted',
  'revision-submitted',
  'application-submitted',
  'refund-requested',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
