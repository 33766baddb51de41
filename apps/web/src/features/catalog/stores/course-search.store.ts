import { endpoints, type CourseWire } from '@classroom/http-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../../lib/api-client';
import type { LoadStatus } from '../../../stores/load-status';
import type { RootStore } from '../../../stores/root.store';
import { apiQuery, NO_CRITERIA, type CatalogCriteria } from '../model/catalog-criteria';

export const SEARCH_PAGE_SIZE = 12;

/** The catalogue search: approved courses matching the criteria, loaded page by page. */
export class CourseSearchStore {
  criteria: CatalogCriteria = NO_CRITERIA;
  courses: CourseWire[] = [];
  total = 0;
  pagesLoaded = 0;
  status: LoadStatus = 'idle';
  error = '';
  /** Answers to an older search are dropped when they arrive late. */
  private generation = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly pageSize = SEARCH_PAGE_SIZE,
  ) {
    makeAutoObservable<CourseSearchStore, 'api' | 'pageSize' | 'generation'>(
      this,
      { api: false, pageSize: false, generation: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.pagesLoaded === 0 || this.courses.length < this.total;
  }

  get isFirstLoad(): boolean {
    return this.pagesLoaded === 0 && this.status !== 'failed';
  }

  get text(): string {
    return this.criteria.text;
  }

  /** A new search from its first page; the same criteria again refresh it. */
  async search(criteria: Partial<CatalogCriteria>): Promise<void> {
    this.generation += 1;
    this.criteria = { ...NO_CRITERIA, ...criteria, text: (criteria.text ?? '').trim() };
    this.courses = [];
    this.total = 0;
    this.pagesLoaded = 0;
    this.status = 'idle';
    await this.loadMore();
  }

  /** The next page, if any; ignored while a page is on its way. */
  async loadMore(): Promise<void> {
    if (this.status === 'loading' || !this.hasMore) return;
    const generation = this.generation;
    const page = this.pagesLoaded + 1;
    this.status = 'loading';
    try {
      const { items, total } = await this.api.callPage(endpoints.searchCourses, {
        query: { status: '1', ...apiQuery(this.criteria), page, limit: this.pageSize },
      });
      runInAction(() => {
        if (generation !== this.generation) return;
        const known = new Set(this.courses.map((course) => course._id));
        this.courses.push(...items.filter((course) => !known.has(course._id)));
        this.total = items.length < this.pageSize ? this.courses.length : total;
        this.pagesLoaded = page;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.status = 'failed';
        this.error = (error as Error).message;
      });
    }
  }
}

export function createCourseSearchStore(root: RootStore): CourseSearchStore {
  return new CourseSearchStore(root.api);
}
