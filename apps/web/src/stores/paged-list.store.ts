import { action, actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PageOf } from '../lib/table-page';
import type { LoadStatus } from './load-status';

/**
 * One page of a list the server pages (users, courses, audit entries, e-mails): its rows by
 * id, where it stands, and moving through it. Each list's store extends it with its actions.
 */
export abstract class PagedListStore<T extends { id: string }> {
  readonly items = observable.map<string, T>();
  status: LoadStatus = 'idle';
  page = 1;
  pages = 1;
  total = 0;

  constructor() {
    makeObservable<PagedListStore<T>, 'replace'>(this, {
      status: observable,
      page: observable,
      pages: observable,
      total: observable,
      rows: computed,
      hasPrevious: computed,
      hasNext: computed,
      load: actionBound,
      next: actionBound,
      previous: actionBound,
      replace: action,
    });
  }

  /** The server's page of this list. */
  protected abstract fetchPage(page: number): Promise<PageOf<T>>;

  /** Whether an answer still matters when it arrives; a list with filters says no to stale ones. */
  protected stillWanted(): () => boolean {
    return () => true;
  }

  get rows(): T[] {
    return [...this.items.values()];
  }

  get hasPrevious(): boolean {
    return this.page > 1;
  }

  get hasNext(): boolean {
    return this.page < this.pages;
  }

  async load(page = this.page): Promise<void> {
    this.status = 'loading';
    const wanted = this.stillWanted();
    try {
      const result = await this.fetchPage(page);
      runInAction(() => {
        if (!wanted()) return;
        this.items.replace(result.items.map((item) => [item.id, item]));
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

  /** Changes one shown row after an action on it succeeded. */
  protected replace(id: string, change: (row: T) => T): void {
    const row = this.items.get(id);
    if (row) this.items.set(id, change(row));
  }
}
