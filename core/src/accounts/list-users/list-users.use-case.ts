import type { Actor } from '../../shared/actor';
import { pageRequest } from '../../shared/paging';
import type { Page } from '../../shared/ports';
import { requireAdmin } from '../access';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

export const USERS_PAGE_SIZE = 10;

export class ListUsers {
  constructor(private readonly users: UserRepository) {}

  async execute(input: { page?: number }, actor: Actor | null): Promise<Page<User>> {
    await requireAdmin(this.users, actor);
    const page = pageRequest(
      { page: input.page, limit: USERS_PAGE_SIZE },
      { limit: USERS_PAGE_SIZE, maxLimit: USERS_PAGE_SIZE },
    );
    return this.users.list(page);
  }
}
