import type {
  AuditFields,
  AuditKind,
  AuditReason,
  AuditSubjectType,
  AuditView,
} from '@classroom/core';

/** A row of audit_log with the current names of its actor and subject joined in. */
export interface AuditViewRow {
  seq: number | string;
  at: number | string;
  kind: string;
  actor_id: string | null;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
  reason: string | null;
  actor_name: string | null;
  subject_user_name: string | null;
  subject_course_name: string | null;
  subject_certificate_code: string | null;
  subject_certificate_course: string | null;
}

export function toAuditView(row: AuditViewRow): AuditView {
  return {
    id: String(row.seq),
    at: new Date(Number(row.at)),
    kind: row.kind as AuditKind,
    actorId: row.actor_id,
    subject: { type: row.subject_type as AuditSubjectType, id: row.subject_id },
    before: parseFields(row.before),
    after: parseFields(row.after),
    reason: row.reason === null ? null : (JSON.parse(row.reason) as AuditReason),
    actorName: row.actor_name,
    subjectName: subjectName(row),
  };
}

/** A user's or course's name; a certificate's code and course. */
function subjectName(row: AuditViewRow): string | null {
  if (row.subject_type === 'user') return row.subject_user_name;
  if (row.subject_type === 'course') return row.subject_course_name;
  return row.subject_certificate_code === null
    ? null
    : `${row.subject_certificate_code}, ${row.subject_certificate_course}`;
}

export function fieldsColumn(fields: AuditFields | null): string | null {
  return fields ? JSON.stringify(fields) : null;
}

function parseFields(column: string | null): AuditFields | null {
  return column === null ? null : (JSON.parse(column) as AuditFields);
}
