import '../../../test/dom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseLearnersStore } from '../stores/course-learners.store';
import { FakeCoursesApi } from '../testing/fake-courses-api';
import { CourseStudentsTable } from './course-students-table';

describe('CourseStudentsTable', () => {
  it("shows each student's name, progress and last activity", async () => {
    const api = new FakeCoursesApi();
    api.learners.set('course-1', {
      enrolled: 2,
      completed: 1,
      completionRate: 50,
      lessons: [],
      items: [
        {
          id: 'e-1',
          name: 'Sam Student',
          progressPercent: 100,
          completedAt: '2026-03-01T10:00:00.000Z',
          lastActivityAt: '2026-03-01T10:00:00.000Z',
        },
        { id: 'e-2', name: 'Nia New', progressPercent: 0, completedAt: null, lastActivityAt: null },
      ],
      page: 1,
      pages: 1,
      total: 2,
    });
    const store = new CourseLearnersStore(api);
    await store.open('course-1');

    render(<CourseStudentsTable store={store} />);

    const table = screen.getByRole('region', { name: 'Students table' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Progress', 'Last activity']);
    expect(within(table).getByLabelText('Sam Student: 100% complete')).toBeTruthy();
    expect(within(table).getByText('Not started')).toBeTruthy();
  });
});
