import { makeAutoObservable, runInAction } from 'mobx';
import type { DashboardsApi, DashboardUser } from '../api/dashboards-api';
import type { LoadStatus } from './load-status';

/** One page of the admin's user table, and promotion to admin. */
export class AdminUsersStore {
  readonly users = new Map<string, DashboardUser>();
  status: LoadStatus = 'idle';
  page = 1;
  pages = 1;
  total = 0;

  constructor(private readonly api: DashboardsApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get rows(): DashboardUser[] {
    return [...this.users.values()];
  }

  get hasPrevious(): boolean {
    return this.page > 1;
  }

  get hasNext(): boolean {
    return this.page < this.pages;
  }

  async load(page = this.page): Promise<void> {
    this.status = 'loading';
    try {
      const result = await this.api.listUsers(page);
      runInAction(() => {
        this.users.clear();
        for (const user of result.items) this.users.set(user.id, user);
        this.page = result.page;
        this.pages = Math.max(1, result.pages);
        this.total = result.total;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      throw error;
    }
  }

  next(): Promise<void> {
    return this.hasNext ? this.load(this.page + 1) : Promise.resolve();
  }

  previous(): Promise<void> {
    return this.hasPrevious ? this.load(this.page - 1) : Promise.resolve();
  }

  async makeAdmin(userId: string): Promise<void> {
    await this.api.makeAdmin(userId);
    runInAction(() => {
      const user = this.users.get(userId);
      if (user) this.users.set(userId, { ...user, role: 'admin' });
    });
  }
}
