import type { Actor } from '../../shared/actor';
import type { UserRepository } from '../user.repository.port';
import { GetUser } from '../get-user/get-user.use-case';

export interface AccessFlags {
  admin: boolean;
  instructor: boolean;
}

/** What the dashboards' guards ask: is this user an admin, an approved instructor? */
export class GetAccessFlags {
  private readonly getUser: GetUser;

  constructor(users: UserRepository) {
    this.getUser = new GetUser(users);
  }

  async execute(email: string, actor: Actor | null): Promise<AccessFlags> {
    const user = await this.getUser.execute(email, actor);
    return { admin: user.isAdmin, instructor: user.isApprovedInstructor };
  }
}
