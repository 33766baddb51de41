import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { HeaderApi, SearchHits } from '../api/header-api';
import { HeaderSearchStore } from './header-search.store';

const hits: SearchHits = {
  users: [{ id: 'u1', name: 'Ada Lovelace', email: 'ada@classroom.test' }],
  courses: [{ id: 'c1', name: 'Analytical Engines', state: 'pending' }],
};

function apiSearching(search: HeaderApi['search']): HeaderApi {
  return {
    search,
    notifications: () => Promise.reject(new Error('unused')),
    markRead: () => Promise.reject(new Error('unused')),
  };
}

describe('HeaderSearchStore', () => {
  it('finds people and courses for the trimmed text', async () => {
    const asked: string[] = [];
    const store = new HeaderSearchStore(
      apiSearching((text) => {
        asked.push(text);
        return Promise.resolve(hits);
      }),
    );
    await store.search('  ada ');
    expect(asked).toEqual(['ada']);
    expect(store.status).toBe('ready');
    expect(store.hits).toEqual(hits);
    expect(store.empty).toBe(false);
  });

  it('asks nothing for blank text and clears the hits', async () => {
    const asked: string[] = [];
    const store = new HeaderSearchStore(
      apiSearching((text) => {
        asked.push(text);
        return Promise.resolve(hits);
      }),
    );
    await store.search('ada');
    await store.search('   ');
    expect(asked).toEqual(['ada']);
    expect(store.status).toBe('idle');
    expect(store.hits).toEqual({ users: [], courses: [] });
  });

  it('says when nothing matches', async () => {
    const store = new HeaderSearchStore(
      apiSearching(() => Promise.resolve({ users: [], courses: [] })),
    );
    await store.search('zzz');
    expect(store.empty).toBe(true);
  });

  it('drops an answer to text typed over meanwhile', async () => {
    let answerFirst: (value: SearchHits) => void = () => {};
    const store = new HeaderSearchStore(
      apiSearching((text) =>
        text === 'an'
          ? new Promise((resolve) => (answerFirst = resolve))
          : Promise.resolve({ users: [], courses: [] }),
      ),
    );
    const first = store.search('an');
    await store.search('zzz');
    answerFirst(hits);
    await first;
    expect(store.text).toBe('zzz');
    expect(store.hits).toEqual({ users: [], courses: [] });
  });

  it("shows the server's message when the search fails", async () => {
    const store = new HeaderSearchStore(
      apiSearching(() =>
        Promise.reject(
          new ApiError(400, 'validation_failed', 'Search must be at most 100 characters'),
        ),
      ),
    );
    await store.search('x'.repeat(101));
    expect(store.status).toBe('failed');
    expect(store.error).toBe('Search must be at most 100 characters');
  });

  it('says the search failed when the network does', async () => {
    const store = new HeaderSearchStore(apiSearching(() => Promise.reject(new TypeError('boom'))));
    await store.search('ada');
    expect(store.error).toBe('The search failed. Try again.');
  });
});
