import type { Actor } from '../../shared/actor';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { decideApplication } from '../decide-application';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

/** Admin only, and only while the application awaits review (see decideApplication). */
export class ApproveApplication {
  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(userId: string, actor: Actor | null): Promise<User> {
    return decideApplication(
      { users: this.users, unitOfWork: this.unitOfWork },
      'approved',
      userId,
      actor,
    );
  }
}
