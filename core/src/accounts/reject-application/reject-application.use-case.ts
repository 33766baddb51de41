import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { changedFields } from '../../audit/audit-entry';
import { requireAdmin } from '../access';
import { ApplicationNotPendingError } from '../user.errors';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

/**
 * Admin only, and only while the application awaits review. The applicant is told by e-mail;
 * the decision is recorded in the audit log.
 */
export class RejectApplication {
  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(userId: string, actor: Actor | null): Promise<User> {
    const admin = await requireAdmin(this.users, actor);
    return this.unitOfWork.transaction(async ({ users, outbox, audit }) => {
      const applicant = await users.findById(userId);
      if (!applicant) throw new NotFoundError('user');
      const before = applicant.standing;
      applicant.rejectApplication();
      if (!(await users.saveStanding(applicant, before))) throw new ApplicationNotPendingError();
      await audit.record({
        kind: 'application-rejected',
        actorId: admin.id,
        subject: { type: 'user', id: applicant.id },
        ...changedFields(before, applicant.standing)!,
      });
      await outbox.enqueue({
        kind: 'application-rejected',
        to: applicant.email,
        name: applicant.displayName,
      });
      return applicant;
    });
  }
}
