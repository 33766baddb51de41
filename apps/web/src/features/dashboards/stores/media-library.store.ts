import type { LibraryEntry, MediaFilters, MediaLibraryApi } from '../api/media-library-api';
import { FilteredListStore } from './filtered-list.store';

/** One page of the instructor's media library: searched, filtered and sorted on the server. */
export class MediaLibraryStore extends FilteredListStore<LibraryEntry, MediaFilters> {
  constructor(private readonly api: MediaLibraryApi) {
    super({});
  }

  protected fetchPage(page: number) {
    return this.api.listMedia(page, this.filters);
  }

  /** Deletes a file (the server refuses one a published lesson or course shows), then reloads. */
  async remove(id: string): Promise<void> {
    await this.api.deleteMedia(id);
    await this.load();
  }
}
