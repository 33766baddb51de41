import type { PeopleApi, DashboardUser, PeopleFilters } from '../api/people-api';
import type { DecisionReason } from '../../../lib/wire';
import { FilteredListStore } from '../../../stores/filtered-list.store';

export const USERS_PAGE_SIZE = 10;

/**
 * The admin's users, a page at a time, searched, filtered and sorted on the server; making
 * and unmaking admins, suspending and reactivating accounts.
 */
export class AdminUsersStore extends FilteredListStore<DashboardUser, PeopleFilters> {
  constructor(private readonly api: PeopleApi) {
    // Oldest first, as the spec's table listed them: the first admin opens the list.
    super({ sort: 'oldest' });
  }

  protected fetchPage(page: number) {
    return this.api.listPeople(page, USERS_PAGE_SIZE, this.filters);
  }

  async makeAdmin(userId: string): Promise<void> {
    await this.api.makeAdmin(userId);
    this.replace(userId, (user) => ({ ...user, role: 'admin' }));
  }

  async demote(userId: string): Promise<void> {
    await this.api.demoteAdmin(userId);
    this.replace(userId, (user) => ({ ...user, role: 'user' }));
  }

  async suspend(userId: string, reason: DecisionReason): Promise<void> {
    await this.api.suspendUser(userId, reason);
    this.replace(userId, (user) => ({ ...user, suspended: true }));
  }

  async reactivate(userId: string): Promise<void> {
    await this.api.reactivateUser(userId);
    this.replace(userId, (user) => ({ ...user, suspended: false }));
  }
}
