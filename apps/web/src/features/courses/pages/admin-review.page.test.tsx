import '../../../test/dom-polyfills';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CoursesStore } from '../stores/courses.store';
import { aRevisionReview } from '../testing/a-review';
import { FakeCoursesApi } from '../testing/fake-courses-api';
import { renderPage, signedInRoot } from '../../../test/render-page';
import { AdminReviewPage, type CoursePreview } from './admin-review.page';

const state = vi.hoisted(() => ({ courses: null as unknown }));
vi.mock('../stores/use-courses', () => ({ useCourses: () => state.courses }));

const slow = { timeout: 10_000 };

describe('AdminReviewPage', { timeout: 30_000 }, () => {
  let api: FakeCoursesApi;
  const preview = vi.fn<CoursePreview>((course) => (
    <p>
      {course.courseName}: {course.detailedDescription}
    </p>
  ));
  const open = (id: string) =>
    renderPage(() => <AdminReviewPage preview={preview} />, {
      path: '/review/:id',
      url: `/review/${id}`,
      root: signedInRoot('admin@classroom.test', 'Ada Admin'),
    });

  beforeEach(() => {
    api = new FakeCoursesApi();
    state.courses = new CoursesStore(api);
    preview.mockClear();
  });

  it("shows a course's first review whole, as its students will see it", async () => {
    const { revision: _, ...review } = aRevisionReview('course-1', 1);
    api.reviews.set('course-1', {
      ...review,
      revision: null,
      baseline: null,
      changes: { fields: [], curriculum: [] },
      course: { ...review.course, review: { state: 'pending', lastDecision: null } },
    });
    open('course-1');
    const section = await screen.findByRole(
      'region',
      { name: 'The course as students will see it' },
      slow,
    );
    expect(within(section).getByText('Course 1: All the details.')).toBeTruthy();
    expect(preview).toHaveBeenCalledWith(expect.objectContaining({ _id: 'course-1' }));
    expect(screen.getByRole('button', { name: 'Approve course' })).toBeTruthy();
  });

  it('shows a changed picture as both pictures, and a revision without the live course', async () => {
    const review = aRevisionReview('course-1', 2);
    api.reviews.set('course-1', {
      ...review,
      changes: {
        fields: [
          { field: 'image', before: '/demo/old.svg', after: '/demo/new.svg' },
          ...review.changes.fields,
        ],
        curriculum: [],
      },
    });
    open('course-1');
    const changes = await screen.findByRole('table', { name: 'Changed fields' }, slow);
    const before = within(changes).getByRole('img', { name: 'Before: the course picture' });
    const after = within(changes).getByRole('img', { name: 'After: the course picture' });
    expect(before.getAttribute('src')).toBe('/demo/old.svg');
    expect(after.getAttribute('src')).toBe('/demo/new.svg');
    expect(within(changes).queryByText('/demo/new.svg')).toBeNull();
    // The live course is not what awaits review: no preview of it.
    expect(screen.queryByRole('region', { name: 'The course as students will see it' })).toBeNull();
    expect(preview).not.toHaveBeenCalled();
  });
});
