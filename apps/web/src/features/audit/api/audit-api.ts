import type { AuditEntryWire, AuditKind, AuditQuery } from '@classroom/http-contract';
import type { PageOf } from '../../../lib/table-page';

export type AuditFields = NonNullable<AuditEntryWire['before']>;
export type AuditValue = AuditFields[string];

/** One decision or privileged change as the admins' Audit log lists it. */
export interface AuditEntry {
  id: string;
  /** ISO date-time. */
  at: string;
  kind: AuditKind;
  /** Null: the system (the operator's command, ADMIN_EMAILS). */
  actorId: string | null;
  actorName: string | null;
  subjectType: AuditEntryWire['subjectType'];
  subjectId: string;
  /** The user's or course's name today; null once it was deleted. */
  subjectName: string | null;
  before: AuditFields | null;
  after: AuditFields | null;
  /** A rejection's, a take-down's or a suspension's reason: the admin's words and rubric ids. */
  reason: AuditEntryWire['reason'];
}

/** What the log is narrowed to (the contract's query without its page); every part optional. */
export type AuditFilter = Omit<AuditQuery, 'page'>;

/** Someone the person filter offers. */
export interface AuditPerson {
  id: string;
  name: string | null;
}

/** What the Audit log page needs from the server; a fake implements it in tests. */
export interface AuditApi {
  listAudit(filter: AuditFilter, page: number): Promise<PageOf<AuditEntry>>;
  listAuditPeople(): Promise<AuditPerson[]>;
}
