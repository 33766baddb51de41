import type { Page, PageRequest } from '../shared/ports';
import type { AuditSort } from '../shared/table-options';
import type { AuditEntry, AuditReason, AuditRecord } from './audit-entry';
import type { AuditKind } from './audit-kinds';

/** Where use cases record their decisions; inside a transaction the entry lands with the change. */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
}

export interface AuditFilter {
  /** Entries where this user acted or was the subject. */
  personId?: string;
  kind?: AuditKind;
  /** From this instant, inclusive. */
  from?: Date;
  /** Until this instant, exclusive. */
  to?: Date;
  /**
   * Part of the actor's or the subject's current name (a person's e-mail too; a course's name;
   * a certificate's code or course), any case.
   */
  text?: string;
  /** Newest first when not given. */
  sort?: AuditSort;
}

/** An entry with the current names of its actor and subject: null once the record is gone. */
export interface AuditView extends Omit<AuditRecord, 'reason'> {
  actorName: string | null;
  subjectName: string | null;
  reason: AuditReason | null;
}

export interface AuditPerson {
  id: string;
  /** The user's display name now; null for a deleted account. */
  name: string | null;
}

/** The log as its readers see it: entries are never changed or removed. */
export interface AuditLogRepository extends AuditLog {
  list(filter: AuditFilter, page: PageRequest): Promise<Page<AuditView>>;
  /** The people who appear in the log, as actor or subject, most recently seen first. */
  people(limit: number): Promise<AuditPerson[]>;
}
