import { endpoints, type MediaPageWire } from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';

/** A file of the instructor's library a lesson may use again. */
export interface LibraryFile {
  assetId: string;
  name: string;
  status: MediaPageWire['assets'][number]['status'];
  durationSeconds: number | null;
}

/** The newest pages read at most: the picker offers recent uploads, not an archive. */
export const LIBRARY_PAGES = 5;

/** The instructor's own uploads of one kind that a lesson may use: none that failed. */
export async function listLibrary(
  client: ApiClient,
  kind: 'video' | 'file',
): Promise<LibraryFile[]> {
  const files: LibraryFile[] = [];
  for (let page = 1; page <= LIBRARY_PAGES; page += 1) {
    const answer = await client.call(endpoints.mediaLibrary, { query: { page } });
    for (const asset of answer.assets) {
      if (asset.kind !== kind || asset.status === 'failed') continue;
      files.push({
        assetId: asset._id,
        name: asset.name,
        status: asset.status,
        durationSeconds: asset.durationSeconds,
      });
    }
    if (page >= answer.pages) break;
  }
  return files;
}
