import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { requireAdmin } from '../access';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

/** Admin only, and only while the application awaits review. */
export class ApproveApplication {
  constructor(private readonly users: UserRepository) {}

  async execute(userId: string, actor: Actor | null): Promise<User> {
    await requireAdmin(this.users, actor);
    const applicant = await this.users.findById(userId);
    if (!applicant) throw new NotFoundError('user');
    applicant.approveApplication();
    await this.users.update(applicant);
    return applicant;
  }
}
