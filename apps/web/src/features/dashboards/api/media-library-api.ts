import type { MediaPageWire } from '@classroom/http-contract';
import type { PageOf } from './dashboards-api';

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

/** What the media library page needs from the server; a fake implements it in tests. */
export interface MediaLibraryApi {
  listMedia(page: number): Promise<PageOf<LibraryEntry>>;
  deleteMedia(id: string): Promise<void>;
}
