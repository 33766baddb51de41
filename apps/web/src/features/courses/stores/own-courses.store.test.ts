import { beforeEach, describe, expect, it } from 'vitest';
import { aCourse, FakeCoursesApi } from '../testing/fake-courses-api';
import { OwnCoursesStore } from './own-courses.store';

describe('OwnCoursesStore', () => {
  let api: FakeCoursesApi;
  let store: OwnCoursesStore;

  beforeEach(async () => {
    api = new FakeCoursesApi();
    api.courses = Array.from({ length: 13 }, (_, index) =>
      aCourse(index + 1, { status: index % 2 ? 'approved' : 'pending' }),
    );
    store = new OwnCoursesStore(api);
    await store.load(1);
  });

  it('asks the server for one page at a time, pending first, and knows the total', async () => {
    expect(api.ownCourseQueries.at(-1)).toEqual({ page: 1, limit: 12, pendingFirst: true });
    expect(store.rows).toHaveLength(12);
    expect(store.total).toBe(13);
    await store.next();
    expect(store.rows).toHaveLength(1);
  });

  it('searches, filters and sorts on the server, from the first page', async () => {
    await store.next();
    await store.filter({ q: 'Course 1', state: 'pending', sort: 'name' });
    expect(api.ownCourseQueries.at(-1)).toEqual({
      page: 1,
      limit: 12,
      pendingFirst: true,
      q: 'Course 1',
      state: 'pending',
      sort: 'name',
    });
    expect(store.page).toBe(1);
    expect(store.rows.map((course) => course.name)).toEqual(['Course 1', 'Course 11', 'Course 13']);
    expect(store.filtered).toBe(true);
  });

  it('deletes a course and steps back from a page it emptied', async () => {
    await store.next();
    await store.remove('course-13');
    expect(store.page).toBe(1);
    expect(store.total).toBe(12);
    expect(api.courses).toHaveLength(12);
  });
});
