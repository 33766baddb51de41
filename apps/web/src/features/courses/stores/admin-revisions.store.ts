import type { CoursesApi, RevisionFilters, RevisionRow } from '../api/courses-api';
import { FilteredListStore } from '../../../stores/filtered-list.store';

export const REVISIONS_PAGE_SIZE = 10;

/**
 * The revisions queue: changes to approved courses awaiting review, the longest waiting
 * first; searched, filtered and sorted on the server.
 */
export class AdminRevisionsStore extends FilteredListStore<RevisionRow, RevisionFilters> {
  constructor(private readonly api: CoursesApi) {
    super({ state: 'pending', sort: 'oldest' });
  }

  protected fetchPage(page: number) {
    return this.api.listRevisions(page, REVISIONS_PAGE_SIZE, this.filters);
  }
}
