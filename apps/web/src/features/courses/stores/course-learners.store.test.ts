import { describe, expect, it } from 'vitest';
import type { CourseStudentRow } from '../api/courses-api';
import { FakeCoursesApi } from '../testing/fake-courses-api';
import { CourseLearnersStore } from './course-learners.store';

const student = (n: number): CourseStudentRow => ({
  id: `enrollment-${n}`,
  name: `Student ${n}`,
  progressPercent: n * 5,
  completedAt: null,
  lastActivityAt: null,
});

describe('CourseLearnersStore', () => {
  it('keeps the completion figures and pages through the students of one course', async () => {
    const api = new FakeCoursesApi();
    const lessons = [
      { id: 'l-1', title: 'Start', completed: 12, percent: 100 },
      { id: 'l-2', title: 'Next', completed: 3, percent: 25 },
    ];
    api.learners.set('course-1', {
      enrolled: 12,
      completed: 3,
      completionRate: 25,
      lessons,
      items: Array.from({ length: 12 }, (_, index) => student(index + 1)),
      page: 1,
      pages: 1,
      total: 12,
    });
    const store = new CourseLearnersStore(api);

    await store.open('course-1');

    expect(store.summary).toEqual({ enrolled: 12, completed: 3, completionRate: 25, lessons });
    expect(store.rows).toHaveLength(10);
    expect(store.pages).toBe(2);
    await store.next();
    expect(store.rows.map((row) => row.name)).toEqual(['Student 11', 'Student 12']);

    await expect(store.open('course-2')).rejects.toThrow('Course not found.');
    expect(store.summary).toBeNull();
    expect(store.rows).toEqual([]);
    expect(store.status).toBe('failed');
  });
});

describe('CourseLearnersStore filters', () => {
  it('asks the server for the search, standing and order, from the first page, and resets them for another course', async () => {
    const api = new FakeCoursesApi();
    const summary = { enrolled: 3, completed: 1, completionRate: 33, lessons: [] };
    const rows: CourseStudentRow[] = [
      { ...student(1), name: 'Ada', progressPercent: 100, completedAt: '2026-03-01T00:00:00Z' },
      { ...student(2), name: 'Bea', progressPercent: 40, lastActivityAt: '2026-03-02T00:00:00Z' },
      { ...student(3), name: 'Cy', progressPercent: 0 },
    ];
    for (const id of ['course-1', 'course-2']) {
      api.learners.set(id, { ...summary, items: rows, page: 1, pages: 1, total: 3 });
    }
    const store = new CourseLearnersStore(api);
    await store.open('course-1');

    await store.filter({ state: 'in-progress' });
    expect(api.learnerFilters).toEqual({ state: 'in-progress' });
    expect(store.rows.map((row) => row.name)).toEqual(['Bea']);
    expect(store.summary).toEqual(summary);

    await store.filter({ state: undefined, sort: 'progress-asc', q: 'a' });
    expect(store.rows.map((row) => row.name)).toEqual(['Bea', 'Ada']);
    expect(store.page).toBe(1);

    await store.open('course-2');
    expect(store.filters).toEqual({});
    expect(api.learnerFilters).toEqual({});
  });
});
