import { describe, expect, it } from 'vitest';
import { aCourseWire } from '../../../test/course-wire';
import { fakeApi } from '../../../test/fake-fetch';
import { CourseSearchStore } from './course-search.store';

const course = (n: number) => aCourseWire({ _id: `c${n}`, courseName: `Course ${n}` });

/** A catalogue of `total` courses served `limit` at a time, filtered by name. */
function catalogue(total: number) {
  const all = Array.from({ length: total }, (_, i) => course(i + 1));
  return fakeApi({
    'GET /api/v1/all-courses': (request) => {
      const query = new URL(request.url, 'http://site.test').searchParams;
      const text = query.get('search') ?? '';
      const matching = all.filter((c) => c.courseName.includes(text));
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return {
        body: matching.slice((page - 1) * limit, page * limit),
        headers: { 'X-Total-Count': String(matching.length) },
      };
    },
  });
}

describe('CourseSearchStore', () => {
  it('loads approved courses page by page until all are there', async () => {
    const { api, calls } = catalogue(5);
    const store = new CourseSearchStore(api, 2);
    await store.search({ text: '' });
    expect(store.courses.map((c) => c._id)).toEqual(['c1', 'c2']);
    expect(store.hasMore).toBe(true);
    await store.loadMore();
    await store.loadMore();
    expect(store.courses).toHaveLength(5);
    expect(store.hasMore).toBe(false);
    await store.loadMore();
    expect(calls).toHaveLength(3);
    expect(calls[0].url).toBe('/api/v1/all-courses?status=1&page=1&limit=2');
  });

  it('starts again from the first page on a new search', async () => {
    const { api, calls } = catalogue(12);
    const store = new CourseSearchStore(api, 10);
    await store.search({ text: '' });
    await store.search({ text: ' Course 1 ' });
    expect(store.text).toBe('Course 1');
    expect(store.courses.map((c) => c._id)).toEqual(['c1', 'c10', 'c11', 'c12']);
    expect(store.total).toBe(4);
    expect(calls.at(-1)?.url).toBe('/api/v1/all-courses?status=1&search=Course+1&page=1&limit=10');
  });

  it('sends the filters and the sort, leaving defaults out', async () => {
    const { api, calls } = catalogue(3);
    const store = new CourseSearchStore(api, 10);
    await store.search({ text: 'java', price: '20-50', certificate: 'Yes', sort: 'popular' });
    expect(calls.at(-1)?.url).toBe(
      '/api/v1/all-courses?status=1&search=java&certificate=Yes&minPrice=20&maxPrice=50&sort=popular&page=1&limit=10',
    );
  });

  it('drops the answer of a search that was replaced meanwhile', async () => {
    const { api } = catalogue(3);
    const store = new CourseSearchStore(api, 10);
    const first = store.search({ text: 'Course' });
    const second = store.search({ text: 'Course 2' });
    await Promise.all([first, second]);
    expect(store.courses.map((c) => c._id)).toEqual(['c2']);
  });

  it('reports a failed load', async () => {
    const { api } = fakeApi({});
    const store = new CourseSearchStore(api);
    await store.search({ text: 'x' });
    expect(store.status).toBe('failed');
    expect(store.isFirstLoad).toBe(false);
  });
});
