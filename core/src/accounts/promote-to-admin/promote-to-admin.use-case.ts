import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { requireAdmin } from '../access';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

export class PromoteToAdmin {
  constructor(private readonly users: UserRepository) {}

  async execute(userId: string, actor: Actor | null): Promise<User> {
    await requireAdmin(this.users, actor);
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('user');
    user.promoteToAdmin();
    await this.users.update(user);
    return user;
  }
}
