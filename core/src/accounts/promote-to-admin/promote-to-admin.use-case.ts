import { changedFields } from '../../audit/audit-entry';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { requireAdmin } from '../access';
import { AlreadyAdminError } from '../user.errors';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

/** Admin only; the promotion is recorded in the audit log with the admin who made it. */
export class PromoteToAdmin {
  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(userId: string, actor: Actor | null): Promise<User> {
    const admin = await requireAdmin(this.users, actor);
    return this.unitOfWork.transaction(async ({ users, audit }) => {
      const user = await users.findById(userId);
      if (!user) throw new NotFoundError('user');
      const before = user.standing;
      user.promoteToAdmin();
      if (!(await users.saveStanding(user, before))) throw new AlreadyAdminError();
      await audit.record({
        kind: 'admin-promoted',
        actorId: admin.id,
        subject: { type: 'user', id: user.id },
        ...changedFields(before, user.standing)!,
      });
      return user;
    });
  }
}
