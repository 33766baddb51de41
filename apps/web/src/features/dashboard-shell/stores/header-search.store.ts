import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../../lib/api-error';
import type { HeaderApi, SearchHits } from '../api/header-api';
import type { LoadStatus } from '../../../stores/load-status';

const NO_HITS: SearchHits = { users: [], courses: [] };

/** The dashboards' header search: people and courses matching what was typed. */
export class HeaderSearchStore {
  /** The text the hits answer (trimmed); blank means no search. */
  text = '';
  hits: SearchHits = NO_HITS;
  status: LoadStatus = 'idle';
  error: string | null = null;

  constructor(private readonly api: HeaderApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get empty(): boolean {
    return this.status === 'ready' && this.hits.users.length + this.hits.courses.length === 0;
  }

  /** Searches for `typed`; an answer to text replaced meanwhile is dropped. */
  async search(typed: string): Promise<void> {
    const text = typed.trim();
    this.text = text;
    this.error = null;
    if (!text) {
      this.hits = NO_HITS;
      this.status = 'idle';
      return;
    }
    this.status = 'loading';
    try {
      const hits = await this.api.search(text);
      runInAction(() => {
        if (this.text !== text) return;
        this.hits = hits;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (this.text !== text) return;
        this.hits = NO_HITS;
        this.status = 'failed';
        this.error = isApiError(error) ? error.message : 'The search failed. Try again.';
      });
    }
  }
}
