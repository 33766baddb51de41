import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-fetch';
import { SuggestionsStore } from './suggestions.store';

const titles = ['JavaScript from Zero', 'Java Backend'].map((name, i) => ({
  _id: `c${i}`,
  courseName: name,
}));

function suggester() {
  return fakeApi({
    'GET /api/v1/courses/suggestions': (request) => {
      const q = new URL(request.url, 'http://site.test').searchParams.get('q') ?? '';
      return { body: titles.filter((title) => title.courseName.toLowerCase().startsWith(q)) };
    },
  });
}

describe('SuggestionsStore', () => {
  it('asks for the titles of what is typed, from two letters on', async () => {
    const { api, calls } = suggester();
    const store = new SuggestionsStore(api);
    await store.suggest('j');
    expect(calls).toHaveLength(0);
    await store.suggest(' java ');
    expect(store.items.map((item) => item.courseName)).toEqual([
      'JavaScript from Zero',
      'Java Backend',
    ]);
    expect(store.forText).toBe('java');
    expect(calls[0]!.url).toBe('/api/v1/courses/suggestions?q=java');
  });

  it('keeps the answer to the latest text only, and shows none after a failure', async () => {
    const { api } = suggester();
    const store = new SuggestionsStore(api);
    await Promise.all([store.suggest('ja'), store.suggest('javas')]);
    expect(store.items.map((item) => item.courseName)).toEqual(['JavaScript from Zero']);
    const failing = new SuggestionsStore(fakeApi({}).api);
    await failing.suggest('java');
    expect(failing.items).toEqual([]);
  });
});
