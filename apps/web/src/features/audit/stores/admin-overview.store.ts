import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminOverview, AdminOverviewApi } from '../api/admin-overview-api';
import type { LoadStatus } from '../../../stores/load-status';

/** The admin home: what awaits a decision, recent activity, the last 30 days. */
export class AdminOverviewStore {
  overview: AdminOverview | null = null;
  status: LoadStatus = 'idle';

  constructor(private readonly api: AdminOverviewApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Everything awaiting a decision, across the three queues. */
  get waiting(): number {
    const pending = this.overview?.pending;
    return pending ? pending.applications + pending.courses + pending.revisions : 0;
  }

  /** The 30 days' totals, for the charts' captions. */
  get totals(): { enrollments: number; revenue: number } {
    const days = this.overview?.days ?? [];
    return {
      enrollments: days.reduce((sum, day) => sum + day.enrollments, 0),
      revenue: Math.round(days.reduce((sum, day) => sum + day.revenue, 0) * 100) / 100,
    };
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const overview = await this.api.adminOverview();
      runInAction(() => {
        this.overview = overview;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      throw error;
    }
  }
}
