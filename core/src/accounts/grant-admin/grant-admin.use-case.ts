import { parseEmail } from '../../shared/email';
import { NotFoundError } from '../../shared/errors';
import type { User } from '../user.entity';
import { AlreadyAdminError } from '../user.errors';
import type { UserRepository } from '../user.repository.port';

/**
 * The operator's way to name the first admin (CLI). It has no actor on purpose and is
 * never reachable from a request.
 */
export class GrantAdmin {
  constructor(private readonly users: UserRepository) {}

  async execute(email: string): Promise<User> {
    const user = await this.users.findByEmail(parseEmail(email));
    if (!user) throw new NotFoundError('user');
    const before = user.standing;
    user.promoteToAdmin();
    if (!(await this.users.saveStanding(user, before))) throw new AlreadyAdminError();
    return user;
  }
}
