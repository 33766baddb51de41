import { endpoints, type SuggestionWire } from '@classroom/http-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../../lib/api-client';
import type { RootStore } from '../../../stores/root.store';

/** Fewer letters than this suggest nothing: too many titles would fit. */
export const SUGGEST_FROM = 2;

/** Titles offered under the search box for the text typed so far. */
export class SuggestionsStore {
  items: SuggestionWire[] = [];
  /** The text the items answer. */
  forText = '';
  private generation = 0;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<SuggestionsStore, 'api' | 'generation'>(
      this,
      { api: false, generation: false },
      { autoBind: true },
    );
  }

  /** Asks for the titles of `text`; a later request wins, a failure just shows none. */
  async suggest(text: string): Promise<void> {
    const generation = ++this.generation;
    const trimmed = text.trim();
    if (trimmed.length < SUGGEST_FROM) {
      this.clear();
      return;
    }
    try {
      const items = await this.api.call(endpoints.suggestCourses, { query: { q: trimmed } });
      runInAction(() => {
        if (generation !== this.generation) return;
        this.items = items;
        this.forText = trimmed;
      });
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.items = [];
      });
    }
  }

  clear(): void {
    this.generation += 1;
    this.items = [];
    this.forText = '';
  }
}

export function createSuggestionsStore(root: RootStore): SuggestionsStore {
  return new SuggestionsStore(root.api);
}
