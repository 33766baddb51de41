import {
  endpoints,
  type CourseWire,
  type FeedbackWire,
  type StatsWire,
} from '@classroom/http-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../../lib/api-client';
import type { LoadStatus } from '../../../stores/load-status';
import type { RootStore } from '../../../stores/root.store';

/** The home page's data: testimonials, popular courses and the platform figures. */
export class HomeStore {
  feedback: FeedbackWire[] = [];
  popular: CourseWire[] = [];
  stats: StatsWire | null = null;
  feedbackStatus: LoadStatus = 'idle';
  popularStatus: LoadStatus = 'idle';
  statsStatus: LoadStatus = 'idle';

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<HomeStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  async loadFeedback(): Promise<void> {
    if (this.feedbackStatus === 'loading' || this.feedbackStatus === 'ready') return;
    this.feedbackStatus = 'loading';
    try {
      const feedback = await this.api.call(endpoints.listFeedback);
      runInAction(() => {
        this.feedback = feedback;
        this.feedbackStatus = 'ready';
      });
    } catch {
      runInAction(() => {
        this.feedbackStatus = 'failed';
      });
    }
  }

  async loadPopular(): Promise<void> {
    if (this.popularStatus === 'loading' || this.popularStatus === 'ready') return;
    this.popularStatus = 'loading';
    try {
      const popular = await this.api.call(endpoints.topCourses, { query: { status: '1' } });
      runInAction(() => {
        this.popular = popular;
        this.popularStatus = 'ready';
      });
    } catch {
      runInAction(() => {
        this.popularStatus = 'failed';
      });
    }
  }

  async loadStats(): Promise<void> {
    if (this.statsStatus === 'loading' || this.statsStatus === 'ready') return;
    this.statsStatus = 'loading';
    try {
      const stats = await this.api.call(endpoints.stats);
      runInAction(() => {
        this.stats = stats;
        this.statsStatus = 'ready';
      });
    } catch {
      runInAction(() => {
        this.statsStatus = 'failed';
      });
    }
  }
}

export function createHomeStore(root: RootStore): HomeStore {
  return new HomeStore(root.api);
}
