import type { AuditKind } from '@classroom/http-contract';
import type { AuditEntry, AuditValue } from '../api/audit-api';

/** How each kind reads: its name in the filter, and what the actor did in a sentence. */
export const AUDIT_KIND_TEXT: Record<AuditKind, { label: string; action: string }> = {
  'application-approved': {
    label: 'Instructor application approved',
    action: 'approved the instructor application of',
  },
  'application-rejected': {
    label: 'Instructor application rejected',
    action: 'rejected the instructor application of',
  },
  'course-approved': { label: 'Course approved', action: 'approved the course' },
  'course-rejected': { label: 'Course rejected', action: 'rejected the course' },
  'course-edited': { label: 'Course edited', action: 'edited the course' },
  'course-price-changed': {
    label: 'Course price changed',
    action: 'changed the price of the course',
  },
  'course-deleted': { label: 'Course deleted', action: 'deleted the course' },
  'admin-promoted': { label: 'Made admin', action: 'granted admin rights to' },
  'admin-granted': { label: 'Made admin by the operator', action: 'granted admin rights to' },
  'admin-granted-at-sign-in': { label: 'Made admin at sign-in', action: 'granted admin rights to' },
  'account-deleted': { label: 'Account deleted', action: 'deleted their own account' },
  'certificate-revoked': { label: 'Certificate revoked', action: 'revoked the certificate' },
  'course-resubmitted': { label: 'Course resubmitted', action: 'resubmitted the course' },
  'course-unpublished': { label: 'Course unpublished', action: 'unpublished the course' },
  'revision-approved': { label: 'Revision approved', action: 'approved the revision of' },
  'revision-rejected': { label: 'Revision rejected', action: 'rejected the revision of' },
  'admin-demoted': { label: 'Admin demoted', action: 'removed admin rights from' },
  'user-suspended': { label: 'Account suspended', action: 'suspended the account of' },
  'user-reactivated': { label: 'Account reactivated', action: 'reactivated the account of' },
  'refund-approved': { label: 'Refund approved', action: 'approved the refund request' },
  'refund-declined': { label: 'Refund declined', action: 'declined the refund request' },
  'payment-refunded': { label: 'Payment refunded', action: 'recorded the refund of payment' },
  'payment-disputed': { label: 'Payment disputed', action: 'recorded the dispute of payment' },
  'refund-settings-changed': {
    label: 'Refund settings changed',
    action: 'changed the refund setting',
  },
  'payout-recorded': { label: 'Payout recorded', action: 'recorded a payout to' },
  'fee-adjusted': { label: 'Fee adjusted', action: 'adjusted the earnings of' },
  'review-hidden': { label: 'Review hidden', action: 'hid a review' },
};

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  instructorStatus: 'Instructor status',
  role: 'Role',
  name: 'Name',
  category: 'Category',
  language: 'Language',
  certificate: 'Certificate',
  lectures: 'Lessons',
  image: 'Image',
  priceCents: 'Price',
  shortDescription: 'Overview',
  detailedDescription: 'Details',
  learningOutcomes: "What you'll learn",
  standInId: 'Payments kept under',
  reason: 'Reason',
};

/** Long texts (a course's details) are cut in the list; the full text is the cell's title. */
const SHOWN_LENGTH = 120;

/** Who did what to what, as the Audit log shows it. */
export interface AuditSentence {
  actor: string;
  action: string;
  /** Null when the subject is the actor themself. */
  subject: string | null;
}

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

export function describeAuditEntry(entry: AuditEntry): AuditSentence {
  const { action } = AUDIT_KIND_TEXT[entry.kind];
  if (entry.kind === 'account-deleted') {
    return { actor: capitalise(personName(entry.actorName, entry.actorId)), action, subject: null };
  }
  return { actor: capitalise(actorOf(entry)), action, subject: subjectOf(entry) };
}

/** The changed fields, before → after, in the order the entry names them. */
export function auditChanges(entry: AuditEntry): AuditChange[] {
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  return fields.map((field) => ({
    field,
    label: FIELD_LABELS[field] ?? field,
    before: entry.before ? formatValue(field, entry.before[field]) : '—',
    after: entry.after ? formatValue(field, entry.after[field]) : '—',
  }));
}

export function shorten(text: string): string {
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
}

function actorOf(entry: AuditEntry): string {
  if (entry.actorId === null) {
    return entry.kind === 'admin-granted-at-sign-in'
      ? 'The server (ADMIN_EMAILS)'
      : "The operator's command";
  }
  return personName(entry.actorName, entry.actorId);
}

function subjectOf(entry: AuditEntry): string {
  if (entry.subjectType === 'user') return personName(entry.subjectName, entry.subjectId);
  if (entry.subjectType === 'certificate') return entry.subjectName ?? entry.subjectId;
  if (entry.subjectType === 'review') return `of course ${String(entry.after?.courseId ?? '')}`;
  const name = entry.subjectName ?? entry.before?.name;
  return typeof name === 'string' ? `“${name}”` : `a deleted course (${entry.subjectId})`;
}

function personName(name: string | null, id: string | null): string {
  return name ?? `a deleted account (${id})`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatValue(field: string, value: AuditValue | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field === 'priceCents' && typeof value === 'number') return `$${(value / 100).toFixed(2)}`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
