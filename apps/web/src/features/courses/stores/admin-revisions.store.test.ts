import { beforeEach, describe, expect, it } from 'vitest';
import { aRevision, FakeCoursesApi } from '../testing/fake-courses-api';
import { AdminRevisionsStore } from './admin-revisions.store';

describe('AdminRevisionsStore', () => {
  let api: FakeCoursesApi;
  let store: AdminRevisionsStore;

  beforeEach(() => {
    api = new FakeCoursesApi();
    api.revisions = [
      aRevision(1),
      aRevision(2, { status: 'rejected' }),
      ...Array.from({ length: 11 }, (_, index) => aRevision(index + 3)),
    ];
    store = new AdminRevisionsStore(api);
  });

  it('lists the revisions awaiting review, a page at a time', async () => {
    await store.load(1);
    expect(store.total).toBe(12);
    expect(store.pages).toBe(2);
    expect(store.rows).toHaveLength(10);
    expect(store.rows.every((row) => row.status === 'pending')).toBe(true);
  });

  it('shows the rejected ones when asked, and searches', async () => {
    await store.filter({ state: 'rejected' });
    expect(store.rows.map((row) => row.id)).toEqual(['course-2']);
    await store.filter({ state: undefined, q: 'Course 1' });
    expect(store.rows.map((row) => row.id)).toEqual([
      'course-1',
      'course-10',
      'course-11',
      'course-12',
      'course-13',
    ]);
  });
});
