import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import { ValidationError } from '../../shared/errors';
import { pageRequest } from '../../shared/paging';
import type { Page } from '../../shared/ports';
import { tableText } from '../../shared/table-page';
import type { AuditFilter, AuditLogRepository, AuditView } from '../audit-log.port';

export const AUDIT_PAGE_SIZE = 20;

export interface AuditLogQuery extends AuditFilter {
  page?: number;
}

/**
 * Admin only: the audit log, a page at a time, searched by name, filtered by person, kind and
 * time, newest or oldest first.
 */
export class ListAuditLog {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(query: AuditLogQuery, actor: Actor | null): Promise<Page<AuditView>> {
    await requireAdmin(this.users, actor);
    const { page: pageNumber, ...filter } = query;
    if (filter.from && filter.to && filter.to <= filter.from) {
      throw new ValidationError({ to: 'The end of the period must come after its start' });
    }
    const page = pageRequest(
      { page: pageNumber, limit: AUDIT_PAGE_SIZE },
      { limit: AUDIT_PAGE_SIZE, maxLimit: AUDIT_PAGE_SIZE },
    );
    return this.audit.list({ ...filter, text: tableText(filter.text) }, page);
  }
}
