import type { Actor } from '../../shared/actor';
import { requireAdmin } from '../access';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

export class ListApplicants {
  constructor(private readonly users: UserRepository) {}

  async execute(actor: Actor | null): Promise<User[]> {
    await requireAdmin(this.users, actor);
    return this.users.listApplicants();
  }
}
