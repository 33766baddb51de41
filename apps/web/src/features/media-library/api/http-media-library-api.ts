import { endpoints, type MediaPageWire } from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import type { LibraryEntry, MediaLibraryApi } from './media-library-api';

function toEntry(wire: MediaPageWire['assets'][number]): LibraryEntry {
  return {
    id: wire._id,
    kind: wire.kind,
    name: wire.name,
    size: wire.size,
    status: wire.status,
    failure: wire.failure,
    durationSeconds: wire.durationSeconds,
    imageUrl: wire.imageUrl,
    createdAt: wire.createdAt,
    usages: wire.usages,
  };
}

/** The media library port over the typed API client. */
export function createHttpMediaLibraryApi(client: ApiClient): MediaLibraryApi {
  return {
    async listMedia(page, filters = {}) {
      const { q, kind, state, sort } = filters;
      const answer = await client.call(endpoints.mediaLibrary, {
        query: { page, q: q || undefined, kind, state, sort },
      });
      return {
        items: answer.assets.map(toEntry),
        page: answer.page,
        pages: answer.pages,
        total: answer.total,
        storage: answer.storage,
      };
    },
    async deleteMedia(id) {
      await client.call(endpoints.deleteMedia, { params: { id } });
    },
  };
}
