import type { DashboardsApi, RevisionFilters, RevisionRow } from '../api/dashboards-api';
import { FilteredListStore } from './filtered-list.store';

export const REVISIONS_PAGE_SIZE = 10;

/**
 * The revisions queue: changes to approved courses awaiting review, the longest waiting
 * first; searched, filtered and sorted on the server.
 */
export class AdminRevisionsStore extends FilteredListStore<RevisionRow, RevisionFilters> {
  constructor(private readonly api: DashboardsApi) {
    super({ state: 'pending', sort: 'oldest' });
  }

  protected fetchPage(page: number) {
    return this.api.listRevisions(page, REVISIONS_PAGE_SIZE, this.filters);
  }
}
