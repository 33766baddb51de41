import type { Actor } from '../shared/actor';
import { NotFoundError } from '../shared/errors';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import { changedFields } from '../audit/audit-entry';
import { requireAdmin } from './access';
import { ApplicationNotPendingError } from './user.errors';
import type { User } from './user.entity';
import type { UserRepository } from './user.repository.port';

/** An admin's decision on an instructor application. */
export type ApplicationDecision = 'approved' | 'rejected';

/**
 * Admin only, and only while the application awaits review: the standing is a conditional
 * write, so of two racing decisions one wins and the other is refused. The applicant is told
 * by e-mail; the decision is recorded in the audit log. ApproveApplication and
 * RejectApplication name the decision.
 */
export abstract class DecideApplication {
  protected abstract readonly decision: ApplicationDecision;

  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(userId: string, actor: Actor | null): Promise<User> {
    const decision = this.decision;
    const admin = await requireAdmin(this.users, actor);
    return this.unitOfWork.transaction(async ({ users, outbox, audit }) => {
      const applicant = await users.findById(userId);
      if (!applicant) throw new NotFoundError('user');
      const before = applicant.standing;
      if (decision === 'approved') applicant.approveApplication();
      else applicant.rejectApplication();
      if (!(await users.saveStanding(applicant, before))) throw new ApplicationNotPendingError();
      await audit.record({
        kind: `application-${decision}`,
        actorId: admin.id,
        subject: { type: 'user', id: applicant.id },
        ...changedFields(before, applicant.standing)!,
      });
      await outbox.enqueue({
        kind: `application-${decision}`,
        to: applicant.email,
        name: applicant.displayName,
      });
      return applicant;
    });
  }
}
