import { makeObservable, observable, runInAction } from 'mobx';
import { PagedListStore } from './paged-list.store';

/**
 * A paged list the server also searches, filters and sorts: a new filter starts again at the
 * first page, and an answer to filters changed meanwhile is dropped.
 */
export abstract class FilteredListStore<
  T extends { id: string },
  F extends object,
> extends PagedListStore<T> {
  filters: F;

  constructor(initial: F) {
    super();
    this.filters = initial;
    makeObservable(this, { filters: observable });
  }

  filter(change: Partial<F>): Promise<void> {
    runInAction(() => {
      this.filters = { ...this.filters, ...change };
    });
    return this.load(1);
  }

  protected override stillWanted(): () => boolean {
    const asked = this.filters;
    return () => this.filters === asked;
  }
}
