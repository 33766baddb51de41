import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { requireAdmin } from '../access';
import { AlreadyAdminError } from '../user.errors';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

export class PromoteToAdmin {
  constructor(private readonly users: UserRepository) {}

  async execute(userId: string, actor: Actor | null): Promise<User> {
    await requireAdmin(this.users, actor);
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('user');
    const before = user.standing;
    user.promoteToAdmin();
    if (!(await this.users.saveStanding(user, before))) throw new AlreadyAdminError();
    return user;
  }
}
