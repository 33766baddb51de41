import { describe, expect, it } from 'vitest';
import type { LibraryEntry, MediaFilters, MediaLibraryApi } from '../api/media-library-api';
import { MediaLibraryStore } from './media-library.store';

const entry = (id: string): LibraryEntry => ({
  id,
  kind: 'video',
  name: `${id}.mp4`,
  size: 10,
  status: 'ready',
  failure: null,
  durationSeconds: 12,
  imageUrl: null,
  createdAt: '2026-03-01T00:00:00Z',
  usages: [],
});

describe('MediaLibraryStore', () => {
  it('asks the server for the search, kind, state and order, from the first page', async () => {
    const asked: [number, MediaFilters][] = [];
    const api: MediaLibraryApi = {
      async listMedia(page, filters = {}) {
        asked.push([page, filters]);
        const storage = { usedBytes: 210 + page, quotaBytes: 1024 };
        return { items: [entry(`page-${page}`)], page, pages: 3, total: 21, storage };
      },
      async deleteMedia() {},
    };
    const store = new MediaLibraryStore(api);
    await store.load(2);
    await store.filter({ q: 'intro', kind: 'video' });
    await store.filter({ state: 'failed', sort: 'size-desc' });

    expect(asked).toEqual([
      [2, {}],
      [1, { q: 'intro', kind: 'video' }],
      [1, { q: 'intro', kind: 'video', state: 'failed', sort: 'size-desc' }],
    ]);
    expect(store.rows.map((row) => row.id)).toEqual(['page-1']);
    expect(store.storage).toEqual({ usedBytes: 211, quotaBytes: 1024 });
  });
});
