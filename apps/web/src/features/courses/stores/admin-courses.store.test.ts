import { beforeEach, describe, expect, it } from 'vitest';
import { aCourse, FakeCoursesApi } from '../testing/fake-courses-api';
import { AdminCoursesStore } from './admin-courses.store';

describe('AdminCoursesStore', () => {
  let api: FakeCoursesApi;
  let store: AdminCoursesStore;

  beforeEach(async () => {
    api = new FakeCoursesApi();
    api.courses = Array.from({ length: 12 }, (_, index) => aCourse(index + 1));
    store = new AdminCoursesStore(api);
    await store.load(1);
  });

  it('pages through every course and knows the total', async () => {
    expect(store.rows).toHaveLength(10);
    expect(store.total).toBe(12);
    expect(store.pages).toBe(2);
    await store.next();
    expect(store.rows.map((course) => course.id)).toEqual(['course-11', 'course-12']);
  });

  it('approves and rejects pending courses', async () => {
    await store.approve('course-1');
    await store.reject('course-2', { reason: 'Too thin', checklist: ['thin-description'] });
    expect(store.items.get('course-1')?.status).toBe('approved');
    expect(store.items.get('course-2')?.status).toBe('rejected');
    await expect(store.reject('course-1', { reason: 'Late' })).rejects.toThrow('not pending');
    expect(store.items.get('course-1')?.status).toBe('approved');
  });

  it('unpublishes an approved course, and filters on the server from the first page', async () => {
    await store.approve('course-1');
    await store.unpublish('course-1', { reason: 'Copied material' });
    expect(store.items.get('course-1')?.status).toBe('unpublished');
    await store.filter({ state: 'unpublished' });
    expect(store.rows.map((course) => course.id)).toEqual(['course-1']);
    expect(store.total).toBe(1);
  });
});
