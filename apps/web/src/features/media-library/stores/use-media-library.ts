import type { RootStore } from '../../../stores/root.store';
import { useFeatureStore } from '../../../stores/use-stores';
import { createHttpMediaLibraryApi } from '../api/http-media-library-api';
import { MediaLibraryStore } from './media-library.store';

export function createMediaLibraryStore(root: RootStore): MediaLibraryStore {
  return new MediaLibraryStore(createHttpMediaLibraryApi(root.api));
}

/** The instructor's media library, created on first use and kept for the app's lifetime. */
export function useMediaLibrary(): MediaLibraryStore {
  return useFeatureStore(createMediaLibraryStore);
}
