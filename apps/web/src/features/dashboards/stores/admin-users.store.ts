import type { DashboardsApi, DashboardUser } from '../api/dashboards-api';
import { PagedListStore } from './paged-list.store';

/** One page of the admin's user table, and promotion to admin. */
export class AdminUsersStore extends PagedListStore<DashboardUser> {
  constructor(private readonly api: DashboardsApi) {
    super();
  }

  protected fetchPage(page: number) {
    return this.api.listUsers(page);
  }

  async makeAdmin(userId: string): Promise<void> {
    await this.api.makeAdmin(userId);
    this.replace(userId, (user) => ({ ...user, role: 'admin' }));
  }
}
