import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { changedFields } from '../../audit/audit-entry';
import { recordApplicationDecision } from '../../editorial/record-decision';
import { tellApplicant } from '../../notifications/notify';
import { requireAdmin } from '../access';
import { ApplicationNotPendingError } from '../user.errors';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

/**
 * Admin only, and only while the application awaits review. The applicant is told; the
 * decision is kept with the application as it was, and recorded in the audit log.
 */
export class ApproveApplication {
  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, actor: Actor | null): Promise<User> {
    const admin = await requireAdmin(this.users, actor);
    return this.unitOfWork.transaction(async (repositories) => {
      const { users, audit } = repositories;
      const applicant = await users.findById(userId);
      if (!applicant) throw new NotFoundError('user');
      const before = applicant.standing;
      applicant.approveApplication();
      if (!(await users.saveStanding(applicant, before))) throw new ApplicationNotPendingError();
      await audit.record({
        kind: 'application-approved',
        actorId: admin.id,
        subject: { type: 'user', id: applicant.id },
        ...changedFields(before, applicant.standing)!,
      });
      const at = this.clock.now();
      await recordApplicationDecision(repositories, { applicant, reason: null, admin, at });
      await tellApplicant(repositories, applicant, null);
      return applicant;
    });
  }
}
