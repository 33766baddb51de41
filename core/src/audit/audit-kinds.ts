/**
 * Every kind of audit-log entry, declared once. This file imports nothing, so the wire
 * contract and the UI can list the kinds without loading the rest of the core.
 */
export const AUDIT_KINDS = [
  'application-approved',
  'application-rejected',
  'course-approved',
  'course-rejected',
  'course-edited',
  'course-price-changed',
  'course-deleted',
  'admin-promoted',
  'admin-granted',
  'admin-granted-at-sign-in',
  'account-deleted',
  'certificate-revoked',
  'course-resubmitted',
  'course-unpublished',
  'revision-approved',
  'revision-rejected',
  'admin-demoted',
  'user-suspended',
  'user-reactivated',
  'refund-approved',
  'refund-declined',
  'payment-refunded',
  'payment-disputed',
  'refund-settings-changed',
  'payout-recorded',
  'fee-adjusted',
  'review-hidden',
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What an entry is about: a user record, a course, a certificate, a review or money. */
export const AUDIT_SUBJECT_TYPES = [
  'user',
  'course',
  'certificate',
  'review',
  'payment',
  'refund-request',
  'setting',
] as const;

export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];
