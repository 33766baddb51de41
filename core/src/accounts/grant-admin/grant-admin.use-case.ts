import { changedFields } from '../../audit/audit-entry';
import { parseEmail } from '../../shared/email';
import { NotFoundError } from '../../shared/errors';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { User } from '../user.entity';
import { AlreadyAdminError } from '../user.errors';

/**
 * The operator's way to name the first admin (CLI). It has no actor on purpose and is
 * never reachable from a request; the audit log records the system as the one who granted.
 */
export class GrantAdmin {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(email: string): Promise<User> {
    const address = parseEmail(email);
    return this.unitOfWork.transaction(async ({ users, audit }) => {
      const user = await users.findByEmail(address);
      if (!user) throw new NotFoundError('user');
      const before = user.standing;
      user.promoteToAdmin();
      if (!(await users.saveStanding(user, before))) throw new AlreadyAdminError();
      await audit.record({
        kind: 'admin-granted',
        actorId: null,
        subject: { type: 'user', id: user.id },
        ...changedFields(before, user.standing)!,
      });
      return user;
    });
  }
}
