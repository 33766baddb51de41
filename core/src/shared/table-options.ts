/**
 * The dashboards' tables: their page sizes, search length and orders. This file imports
 * nothing, so the wire contract and the UI read the same lists without loading the core.
 */
export const TABLE_PAGE = { limit: 10, maxLimit: 50 } as const;

/** Search text of a table: at most this long; a longer text is cut, not refused. */
export const TABLE_SEARCH_MAX = 100;

export const COURSE_TABLE_SORTS = [
  'newest',
  'oldest',
  'name',
  'price-asc',
  'price-desc',
  'popular',
] as const;
export type CourseTableSort = (typeof COURSE_TABLE_SORTS)[number];

/** Orders of the admins' tables of people. */
export const USER_SORTS = ['newest', 'oldest', 'name'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** The money tables (refund queue, payments, payouts): by date, or by the sum. */
export const MONEY_SORTS = ['newest', 'oldest', 'amount-desc', 'amount-asc'] as const;
export type MoneySort = (typeof MONEY_SORTS)[number];

/** The audit log: newest or oldest entries first. */
export const AUDIT_SORTS = ['newest', 'oldest'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export const REVISION_SORTS = ['newest', 'oldest'] as const;

/** The outbox: newest or oldest messages first. */
export const OUTBOX_SORTS = ['newest', 'oldest'] as const;
export type OutboxSort = (typeof OUTBOX_SORTS)[number];

/** Certificates: by when they were earned, or by the holder's name. */
export const CERTIFICATE_SORTS = ['newest', 'oldest', 'holder'] as const;
export type CertificateSort = (typeof CERTIFICATE_SORTS)[number];

/** Certificates that stand, or that were revoked. */
export const CERTIFICATE_STATES = ['valid', 'revoked'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** A course's students: by progress, by when they enrolled, or by name. */
export const LEARNER_SORTS = ['newest', 'oldest', 'progress-desc', 'progress-asc', 'name'] as const;
export type LearnerSort = (typeof LEARNER_SORTS)[number];

/**
 * Where a student stands in a course: completed it (reached 100% at some point), opened a
 * lesson or completed some without completing the course, or neither yet.
 */
export const LEARNER_STATES = ['completed', 'in-progress', 'not-started'] as const;
export type LearnerState = (typeof LEARNER_STATES)[number];

/** A media library: by when the file was uploaded, by name, or by size. */
export const MEDIA_SORTS = ['newest', 'oldest', 'name', 'size-desc', 'size-asc'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];
