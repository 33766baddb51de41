import type { AuditKind, AuditSubjectType } from './audit-kinds';

export type AuditValue = string | number | boolean | null;

/** Field name to value: ids, statuses and course fields, never e-mails or other personal data. */
export type AuditFields = Readonly<Record<string, AuditValue>>;

/** Why an admin decided so: their words and the rubric items (ids) they ticked. */
export interface AuditReason {
  text: string;
  checklist: readonly string[];
}

/** One decision or privileged change, as the use case that made it records it. */
export interface AuditEntry {
  kind: AuditKind;
  /** The user who acted; null for the system (operator CLI, ADMIN_EMAILS at sign-in). */
  actorId: string | null;
  subject: { type: AuditSubjectType; id: string };
  /** The changed fields before and after; null where there is no such side (a deletion). */
  before: AuditFields | null;
  after: AuditFields | null;
  /** A rejection's, a take-down's or a suspension's reason; absent for other entries. */
  reason?: AuditReason;
}

/** An entry as stored: with its id and the time it was recorded. */
export interface AuditRecord extends AuditEntry {
  id: string;
  at: Date;
}

/** The fields whose values differ, each side with only those: null when nothing changed. */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } | null {
  const names = Object.keys(after).filter((name) => before[name] !== after[name]);
  if (names.length === 0) return null;
  return {
    before: Object.fromEntries(names.map((name) => [name, before[name] ?? null])),
    after: Object.fromEntries(names.map((name) => [name, after[name]!])),
  };
}
