import { makeObservable, observable, runInAction } from 'mobx';
import type {
  LibraryEntry,
  MediaFilters,
  MediaLibraryApi,
  StorageUse,
} from '../api/media-library-api';
import { FilteredListStore } from '../../../stores/filtered-list.store';

/**
 * One page of the instructor's media library: searched, filtered and sorted on the server,
 * with the room the whole library takes of their quota.
 */
export class MediaLibraryStore extends FilteredListStore<LibraryEntry, MediaFilters> {
  storage: StorageUse | null = null;

  constructor(private readonly api: MediaLibraryApi) {
    super({});
    makeObservable(this, { storage: observable });
  }

  protected async fetchPage(page: number) {
    const answer = await this.api.listMedia(page, this.filters);
    runInAction(() => {
      this.storage = answer.storage;
    });
    return answer;
  }

  /** Deletes a file (the server refuses one a published lesson or course shows), then reloads. */
  async remove(id: string): Promise<void> {
    await this.api.deleteMedia(id);
    await this.load();
  }
}
