import type { AuditKind } from '@classroom/http-contract';
import type { PageOf } from './dashboards-api';

export type AuditValue = string | number | boolean | null;
export type AuditFields = Record<string, AuditValue>;

/** One decision or privileged change as the admins' Audit log lists it. */
export interface AuditEntry {
  id: string;
  /** ISO date-time. */
  at: string;
  kind: AuditKind;
  /** Null: the system (the operator's command, ADMIN_EMAILS). */
  actorId: string | null;
  actorName: string | null;
  subjectType: 'user' | 'course';
  subjectId: string;
  /** The user's or course's name today; null once it was deleted. */
  subjectName: string | null;
  before: AuditFields | null;
  after: AuditFields | null;
}

/** What the log is narrowed to; every part is optional. */
export interface AuditFilter {
  /** A user id: entries where they acted or were the subject. */
  person?: string;
  kind?: AuditKind;
  /** ISO instant, inclusive. */
  from?: string;
  /** ISO instant, exclusive. */
  to?: string;
}

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
