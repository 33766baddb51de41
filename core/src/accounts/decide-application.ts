import type { Actor } from '../shared/actor';
import { NotFoundError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import { changedFields } from '../audit/audit-entry';
import type { DecisionReason } from '../editorial/decision-reason';
import { recordApplicationDecision } from '../editorial/record-decision';
import { tellApplicant } from '../notifications/notify';
import { requireAdmin } from './access';
import { ApplicationNotPendingError } from './user.errors';
import type { User } from './user.entity';
import type { UserRepository } from './user.repository.port';

/** An admin's decision on an instructor application. */
export type ApplicationDecision = 'approved' | 'rejected';

/**
 * Admin only, and only while the application awaits review: the standing is a conditional
 * write, so of two racing decisions one wins and the other is refused. The applicant is told
 * (with the reason of a rejection, after which they may edit and apply again); the decision
 * is kept with the application as it was, and recorded in the audit log. ApproveApplication
 * and RejectApplication name the decision; `reasonOf` reads a rejection's reason once the
 * caller is known to be an admin.
 */
export abstract class DecideApplication {
  protected abstract readonly decision: ApplicationDecision;

  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  protected async decide(
    userId: string,
    actor: Actor | null,
    reasonOf: () => DecisionReason | null,
  ): Promise<User> {
    const decision = this.decision;
    const admin = await requireAdmin(this.users, actor);
    const reason = reasonOf();
    return this.unitOfWork.transaction(async (repositories) => {
      const { users, audit } = repositories;
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
        reason: reason ?? undefined,
      });
      const at = this.clock.now();
      await recordApplicationDecision(repositories, { applicant, reason, admin, at });
      await tellApplicant(repositories, applicant, reason);
      return applicant;
    });
  }
}
