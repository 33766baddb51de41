import type { MediaPageWire, MediaSort } from '@classroom/http-contract';
import type { PageOf } from '../../../lib/table-page';

type Wire = MediaPageWire['assets'][number];

/** A file of the instructor's media library, and where it shows. */
export interface LibraryEntry {
  id: string;
  kind: Wire['kind'];
  name: string;
  size: number;
  status: Wire['status'];
  failure: string | null;
  durationSeconds: number | null;
  /** A ready picture's address. */
  imageUrl: string | null;
  createdAt: string;
  usages: Wire['usages'];
}

/** The library's search by file name, kind, state and order, run on the server. */
export interface MediaFilters {
  q?: string;
  kind?: Wire['kind'];
  state?: Wire['status'];
  sort?: MediaSort;
}

/** The room the instructor's uploads take, and their quota, in bytes. */
export type StorageUse = MediaPageWire['storage'];

/** A page of the library, with the room the whole library takes. */
export interface MediaLibraryPage extends PageOf<LibraryEntry> {
  storage: StorageUse;
}

/** What the media library page needs from the server; a fake implements it in tests. */
export interface MediaLibraryApi {
  listMedia(page: number, filters?: MediaFilters): Promise<MediaLibraryPage>;
  deleteMedia(id: string): Promise<void>;
}
