import type { LibraryEntry, MediaLibraryApi } from '../api/media-library-api';
import { PagedListStore } from './paged-list.store';

/** One page of the instructor's media library, newest first. */
export class MediaLibraryStore extends PagedListStore<LibraryEntry> {
  constructor(private readonly api: MediaLibraryApi) {
    super();
  }

  protected fetchPage(page: number) {
    return this.api.listMedia(page);
  }

  /** Deletes a file (the server refuses one a published lesson or course shows), then reloads. */
  async remove(id: string): Promise<void> {
    await this.api.deleteMedia(id);
    await this.load();
  }
}
