import {
  pageOffset,
  type AuditEntry,
  type AuditFilter,
  type AuditLogRepository,
  type AuditPerson,
  type AuditRecord,
  type AuditView,
  type Page,
  type PageRequest,
} from '@classroom/core';
import { nextMemoryId, type MemoryContext } from './memory-context';
import { containsText } from './memory-table-query';
import type { MemoryTables } from './memory-tables';

/** The audit log over the memory tables; names come from the users, courses and certificates. */
export class MemoryAuditLog implements AuditLogRepository {
  constructor(
    private readonly tables: MemoryTables,
    private readonly context: MemoryContext,
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    const id = nextMemoryId('audit');
    this.tables.audit.set(id, structuredClone({ ...entry, id, at: this.context.clock.now() }));
  }

  async list(filter: AuditFilter, page: PageRequest): Promise<Page<AuditView>> {
    const matching = this.newestFirst().filter(
      (row) => matches(row, filter) && this.named(row, filter.text),
    );
    if (filter.sort === 'oldest') matching.reverse();
    const start = pageOffset(page);
    return {
      items: matching.slice(start, start + page.limit).map((row) => this.view(row)),
      total: matching.length,
      ...page,
    };
  }

  async people(limit: number): Promise<AuditPerson[]> {
    const ids = new Set<string>();
    for (const row of this.newestFirst()) {
      if (row.actorId) ids.add(row.actorId);
      if (row.subject.type === 'user') ids.add(row.subject.id);
    }
    return [...ids].slice(0, limit).map((id) => ({ id, name: this.userName(id) }));
  }

  private newestFirst(): AuditRecord[] {
    return [...this.tables.audit.values()].sort(
      (a, b) => b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id),
    );
  }

  private view(row: AuditRecord): AuditView {
    const { subject } = row;
    return {
      ...structuredClone(row),
      reason: row.reason ? structuredClone(row.reason) : null,
      actorName: row.actorId ? this.userName(row.actorId) : null,
      subjectName: this.subjectName(subject),
    };
  }

  private subjectName(subject: AuditRecord['subject']): string | null {
    if (subject.type === 'user') return this.userName(subject.id);
    if (subject.type === 'course') return this.tables.courses.get(subject.id)?.name ?? null;
    const certificate = this.tables.certificates.get(subject.id);
    return certificate ? `${certificate.code}, ${certificate.courseName}` : null;
  }

  /** Whether the actor's or subject's current name (or a person's e-mail) holds the text. */
  private named(row: AuditRecord, text: string | undefined): boolean {
    const person = (id: string | null) => {
      const user = id ? this.tables.users.get(id) : undefined;
      return user ? [user.displayName, user.email] : [];
    };
    const subject =
      row.subject.type === 'user' ? person(row.subject.id) : [this.subjectName(row.subject) ?? ''];
    return containsText(text, ...person(row.actorId), ...subject);
  }

  private userName(id: string): string | null {
    return this.tables.users.get(id)?.displayName ?? null;
  }
}

function matches(row: AuditRecord, filter: AuditFilter): boolean {
  const { personId, kind, from, to } = filter;
  if (personId && row.actorId !== personId && !isUserSubject(row, personId)) return false;
  if (kind && row.kind !== kind) return false;
  if (from && row.at < from) return false;
  if (to && row.at >= to) return false;
  return true;
}

function isUserSubject(row: AuditRecord, id: string): boolean {
  return row.subject.type === 'user' && row.subject.id === id;
}
