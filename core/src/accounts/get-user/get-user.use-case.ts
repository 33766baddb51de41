import type { Actor } from '../../shared/actor';
import { parseEmail } from '../../shared/email';
import { NotFoundError } from '../../shared/errors';
import { requireSelfOrAdmin } from '../access';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

export class GetUser {
  constructor(private readonly users: UserRepository) {}

  async execute(email: string, actor: Actor | null): Promise<User> {
    const caller = await requireSelfOrAdmin(this.users, actor, email);
    if (caller.email === email.trim().toLowerCase()) return caller;
    const user = await this.users.findByEmail(parseEmail(email));
    if (!user) throw new NotFoundError('user');
    return user;
  }
}
