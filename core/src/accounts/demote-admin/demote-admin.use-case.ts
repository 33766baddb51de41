import { changedFields } from '../../audit/audit-entry';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { requireAdmin } from '../access';
import type { User } from '../user.entity';
import { LastAdminError, NotAdminError } from '../user.errors';
import type { UserRepository } from '../user.repository.port';

/**
 * An admin makes another admin a plain user again, never the last one: the store writes the
 * demotion only while another admin remains, so two admins demoting each other at once leave
 * one. Recorded in the audit log.
 */
export class DemoteAdmin {
  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(userId: string, actor: Actor | null): Promise<User> {
    const caller = await requireAdmin(this.users, actor);
    return this.unitOfWork.transaction(async ({ users, audit }) => {
      // The caller may have been demoted meanwhile.
      const admin = await requireAdmin(users, actor);
      const user = await users.findById(userId);
      if (!user) throw new NotFoundError('user');
      const before = user.standing;
      user.demoteFromAdmin(caller);
      if (!(await users.saveDemotion(user))) {
        throw (await users.findById(userId))?.isAdmin ? new LastAdminError() : new NotAdminError();
      }
      await audit.record({
        kind: 'admin-demoted',
        actorId: admin.id,
        subject: { type: 'user', id: user.id },
        ...changedFields(before, user.standing)!,
      });
      return user;
    });
  }
}
