import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import type { AuditLogRepository, AuditPerson } from '../audit-log.port';

/** How many people the person filter offers: the most recently seen in the log. */
export const AUDIT_PEOPLE_LIMIT = 200;

/** Admin only: the people the log's person filter offers, with their current names. */
export class ListAuditPeople {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(actor: Actor | null): Promise<AuditPerson[]> {
    await requireAdmin(this.users, actor);
    return this.audit.people(AUDIT_PEOPLE_LIMIT);
  }
}
