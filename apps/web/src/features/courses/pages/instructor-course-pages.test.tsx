import '../../../test/dom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { CoursesStore } from '../stores/courses.store';
import { aRevisionReview } from '../testing/a-review';
import { aCourse, FakeCoursesApi } from '../testing/fake-courses-api';
import { fillCourseForm } from '../testing/fill-course-form';
import { renderPage, signedInRoot } from '../../../test/render-page';
import { Component as AddPage } from './instructor-add.page';
import { Component as UpdatePage } from './instructor-update.page';

const state = vi.hoisted(() => ({ courses: null as unknown }));
vi.mock('../stores/use-courses', () => ({ useCourses: () => state.courses }));

const slow = { timeout: 10_000 };
const ivan = 'instructor@classroom.test';

async function confirmWith(label: string) {
  const dialog = await screen.findByRole('dialog', {}, slow);
  expect(dialog.textContent).toContain('Are you sure?');
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

describe('instructor course pages', { timeout: 40_000 }, () => {
  let api: FakeCoursesApi;

  beforeEach(() => {
    api = new FakeCoursesApi();
    state.courses = new CoursesStore(api);
  });

  it('adds a course after confirmation, says so and empties the form', async () => {
    renderPage(AddPage, { path: '/add', url: '/add', root: signedInRoot(ivan) });
    fillCourseForm({ courseName: 'Testing React', price: '19.5' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    await confirmWith('Yes, Add This Course!');

    expect(await screen.findByText('Successfully Submitted!', {}, slow)).toBeTruthy();
    expect(api.courses).toHaveLength(1);
    expect(api.courses[0]).toMatchObject({ name: 'Testing React', price: 19.5, lectures: 12 });
    await waitFor(
      () => expect((screen.getByLabelText('Course Name') as HTMLInputElement).value).toBe(''),
      slow,
    );
  });

  it('keeps the values and marks the field when the server refuses one', async () => {
    api.failNext = new ApiError(400, 'validation_failed', 'Invalid course', {
      courseImage: 'Course Image URL must start with http:// or https://',
    });
    renderPage(AddPage, { path: '/add', url: '/add', root: signedInRoot(ivan) });
    fillCourseForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    await confirmWith('Yes, Add This Course!');

    expect(
      await screen.findByText('Course Image URL must start with http:// or https://', {}, slow),
    ).toBeTruthy();
    expect((screen.getByLabelText('Course Name') as HTMLInputElement).value).toBe('Testing React');
    expect(api.courses).toHaveLength(0);
  });

  it('sends nothing when the instructor cancels', async () => {
    renderPage(AddPage, { path: '/add', url: '/add', root: signedInRoot(ivan) });
    fillCourseForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    await confirmWith('Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(api.courses).toHaveLength(0);
    expect((screen.getByLabelText('Course Name') as HTMLInputElement).value).toBe('Testing React');
  });

  it('prefills the update form from the instructor own course and saves the change', async () => {
    api.courses = [aCourse(7, { name: 'Old name', price: 30, lectures: 8 })];
    renderPage(UpdatePage, {
      path: '/update/:id',
      url: '/update/course-7',
      root: signedInRoot(ivan),
    });
    const name = (await screen.findByLabelText('Course Name', {}, slow)) as HTMLInputElement;
    expect(name.value).toBe('Old name');
    expect((screen.getByLabelText('Course Price') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Total Lessons') as HTMLInputElement).value).toBe('8');

    fireEvent.change(name, { target: { value: 'New name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Course' }));
    await confirmWith('Yes, Update This Course!');
    expect(await screen.findByText('Successfully Updated!', {}, slow)).toBeTruthy();
    expect(api.courses[0]?.name).toBe('New name');
  });

  it('prefills an approved course from the changes still waiting for review, not the live ones', async () => {
    api.courses = [aCourse(1, { name: 'Course 1', status: 'approved', price: 49.5 })];
    api.reviews.set('course-1', aRevisionReview('course-1', 2));
    renderPage(UpdatePage, {
      path: '/update/:id',
      url: '/update/course-1',
      root: signedInRoot(ivan),
    });
    const name = (await screen.findByLabelText('Course Name', {}, slow)) as HTMLInputElement;
    expect(name.value).toBe('Course 1, version 2');
    expect(screen.getByText(/The form shows the changes you proposed/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Course Price'), { target: { value: '39' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Course' }));
    await confirmWith('Yes, Update This Course!');
    expect(await screen.findByText('Successfully Updated!', {}, slow)).toBeTruthy();
    expect(api.courses[0]).toMatchObject({ name: 'Course 1, version 2', price: 39 });
  });

  it('updates a demo course, keeping its site-relative image', async () => {
    api.courses = [aCourse(3, { image: '/demo/web-development.svg', price: 30 })];
    renderPage(UpdatePage, {
      path: '/update/:id',
      url: '/update/course-3',
      root: signedInRoot(ivan),
    });
    const price = (await screen.findByLabelText('Course Price', {}, slow)) as HTMLInputElement;
    fireEvent.change(price, { target: { value: '24.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Course' }));
    await confirmWith('Yes, Update This Course!');
    expect(await screen.findByText('Successfully Updated!', {}, slow)).toBeTruthy();
    expect(api.courses[0]).toMatchObject({ price: 24.5, image: '/demo/web-development.svg' });
  });

  it('shows the update form messages too', async () => {
    api.courses = [aCourse(7)];
    renderPage(UpdatePage, {
      path: '/update/:id',
      url: '/update/course-7',
      root: signedInRoot(ivan),
    });
    const name = await screen.findByLabelText('Course Name', {}, slow);
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Course Price'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Course' }));
    expect(await screen.findByText('Course Name is required', {}, slow)).toBeTruthy();
    expect(screen.getByText('Price is required')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("does not offer another instructor's course for update", async () => {
    api.courses = [aCourse(9, { instructorEmail: 'someone@classroom.test' })];
    renderPage(UpdatePage, {
      path: '/update/:id',
      url: '/update/course-9',
      root: signedInRoot(ivan),
    });
    expect(await screen.findByText('Course not found', {}, slow)).toBeTruthy();
  });
});
