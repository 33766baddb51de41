import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { ProviderStateRepository } from '../../identity/provider-state.repository.port';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { parseDecisionReason, type DecisionReasonInput } from '../../editorial/decision-reason';
import { tellOfSuspension } from '../../notifications/notify';
import { requireAdmin } from '../access';
import type { User } from '../user.entity';
import { SuspensionUnchangedError } from '../user.errors';
import type { UserRepository } from '../user.repository.port';

interface Deps {
  users: UserRepository;
  unitOfWork: UnitOfWork;
  clock: Clock;
  providerState?: ProviderStateRepository;
}

/**
 * Admin only, with a reason; never an admin (demote first). The account cannot sign in, and its
 * sessions and tokens end with the suspension: every request checks the record, so the next
 * one is refused. The person is told why by e-mail, and the reason is kept in the audit log.
 */
export class SuspendUser {
  constructor(private readonly deps: Deps) {}

  async execute(userId: string, input: DecisionReasonInput, actor: Actor | null): Promise<User> {
    const admin = await requireAdmin(this.deps.users, actor);
    const reason = parseDecisionReason(input, 'account');
    const now = this.deps.clock.now();
    const { user, localAccountId } = await this.deps.unitOfWork.transaction(
      async (repositories) => {
        const { users, audit } = repositories;
        const user = await users.findById(userId);
        if (!user) throw new NotFoundError('user');
        user.suspend(now);
        if (!(await users.saveSuspension(user, null))) throw new SuspensionUnchangedError(true);
        await users.endSessions(user.id, now);
        await audit.record({
          kind: 'user-suspended',
          actorId: admin.id,
          subject: { type: 'user', id: user.id },
          before: { suspended: false },
          after: { suspended: true },
          reason,
        });
        await tellOfSuspension(repositories, user, reason);
        const localAccount = await repositories.localAccounts.findByEmail(user.email);
        return { user, localAccountId: localAccount?.id ?? null };
      },
    );
    // The bundled provider's own sessions go too, so it signs nobody in silently.
    if (localAccountId) await this.deps.providerState?.revokeByAccountId(localAccountId);
    return user;
  }
}

/** Admin only: the account may sign in again (its old sessions stay ended). */
export class ReactivateUser {
  constructor(private readonly deps: Deps) {}

  async execute(userId: string, actor: Actor | null): Promise<User> {
    const admin = await requireAdmin(this.deps.users, actor);
    return this.deps.unitOfWork.transaction(async ({ users, audit }) => {
      const user = await users.findById(userId);
      if (!user) throw new NotFoundError('user');
      const before = user.toProps().suspendedAt;
      user.reactivate();
      if (!(await users.saveSuspension(user, before))) throw new SuspensionUnchangedError(false);
      await audit.record({
        kind: 'user-reactivated',
        actorId: admin.id,
        subject: { type: 'user', id: user.id },
        before: { suspended: true },
        after: { suspended: false },
      });
      return user;
    });
  }
}
