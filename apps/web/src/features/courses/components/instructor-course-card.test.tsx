import '../../../test/dom-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardCourse } from '../api/courses-api';
import { aCourse } from '../testing/fake-courses-api';
import { InstructorCourseCard } from './instructor-course-card';

function renderCard(course: DashboardCourse, onDelete = vi.fn()) {
  render(
    <MemoryRouter>
      <InstructorCourseCard course={course} onDelete={onDelete} />
    </MemoryRouter>,
  );
  return onDelete;
}

describe('InstructorCourseCard', { timeout: 30_000 }, () => {
  it('shows a pending course: 4 words, price, badge, update, curriculum, delete and Not Approved', () => {
    const course = aCourse(1, {
      shortDescription: 'Learn the web from the ground up',
      price: 49.5,
    });
    const onDelete = renderCard(course);
    expect(screen.getByText('Learn the web from...')).toBeTruthy();
    expect(screen.getByText('$49.50')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('instructor@classroom.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update Course 1' }).getAttribute('href')).toBe(
      '/teacher-dashboard/update/course-1',
    );
    expect(screen.getByRole('link', { name: 'Curriculum of Course 1' }).getAttribute('href')).toBe(
      '/teacher-dashboard/curriculum/course-1',
    );
    const action = screen.getByRole('button', { name: 'Not Approved' }) as HTMLButtonElement;
    expect(action.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Course 1' }));
    expect(onDelete).toHaveBeenCalledWith(course);
  });

  it('links an approved course to its details and offers no delete', () => {
    renderCard(aCourse(2, { status: 'approved' }));
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Details' }).getAttribute('href')).toBe(
      '/teacher-dashboard/details/course-2',
    );
    expect(screen.queryByRole('button', { name: 'Delete Course 2' })).toBeNull();
  });

  it("keeps a rejected course's disabled Rejected button, with Resubmit for review beside it", () => {
    const onResubmit = vi.fn();
    const course = aCourse(4, { status: 'rejected' });
    render(
      <MemoryRouter>
        <InstructorCourseCard course={course} onDelete={vi.fn()} onResubmit={onResubmit} />
      </MemoryRouter>,
    );
    const rejected = screen.getByRole('button', { name: 'Rejected' }) as HTMLButtonElement;
    expect(rejected.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit Course 4' }));
    expect(onResubmit).toHaveBeenCalledWith(course);
  });

  it('marks a rejected course with a disabled Rejected action, still deletable', () => {
    renderCard(aCourse(3, { status: 'rejected' }));
    const action = screen.getByRole('button', { name: 'Rejected' }) as HTMLButtonElement;
    expect(action.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete Course 3' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See Details' })).toBeNull();
  });
});
