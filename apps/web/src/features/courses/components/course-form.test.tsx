import '../../../test/dom-polyfills';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { describe, expect, it, vi } from 'vitest';
import { StoresProvider } from '../../../stores/use-stores';
import { fillCourseForm, validCourse } from '../testing/fill-course-form';
import { signedInRoot } from '../../../test/render-page';
import { CourseForm, type CourseSubmit } from './course-form';

// The machine running the tests may be busy: antd renders slowly in jsdom.
const slow = { timeout: 10_000 };

function renderForm(onSubmit: CourseSubmit) {
  return render(
    <StoresProvider root={signedInRoot('teacher@example.com')}>
      <CourseForm submitLabel="Add Course" onSubmit={onSubmit} />
    </StoresProvider>,
  );
}

const submitButton = () => screen.getByRole('button', { name: 'Add Course' });

describe('CourseForm', { timeout: 30_000 }, () => {
  it('asks for every field and submits nothing while any is missing', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fireEvent.click(submitButton());
    for (const message of [
      'Course Name is required',
      'Course Overview is required',
      'Course Image URL is required',
      'Category is required',
      'Total Lessons is required',
      'Certificate is required',
      'Price is required',
      'Course Language is required',
      'Course Details is required',
    ]) {
      expect(await screen.findByText(message, {}, slow)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the categories and Yes or No behind placeholders that cannot be chosen', () => {
    renderForm(vi.fn());
    const category = screen.getByRole('option', { name: 'Select a category' }) as HTMLOptionElement;
    const certificate = screen.getByRole('option', {
      name: 'Certificate: Yes or No',
    }) as HTMLOptionElement;
    expect(category.disabled).toBe(true);
    expect(certificate.disabled).toBe(true);
    expect(screen.getByRole('option', { name: 'Photography and Video' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(1 + 10 + 1 + 2);
  });

  it('wants a URL for the image, a whole number of lessons and a price in cents', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fillCourseForm({ courseImage: 'not a url', lectures: '2.5', price: '10.999' });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Course Image URL must be a valid URL', {}, slow)).toBeTruthy();
    expect(screen.getByText('Total Lessons must be a whole number from 1 to 1000')).toBeTruthy();
    expect(screen.getByText('Price has at most two decimals')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a price above the limit and an image that is not http', async () => {
    renderForm(vi.fn());
    fillCourseForm({ courseImage: 'ftp://files.test/a.png', price: '100000.01' });
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('Course Image URL must start with http:// or https://', {}, slow),
    ).toBeTruthy();
    expect(screen.getByText('Price must be from $0 to $100000')).toBeTruthy();
  });

  it('refuses a price no card can be charged, and submits nothing', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fillCourseForm({ price: '0.49' });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Price must be $0 or at least $0.50', {}, slow)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts the site-relative images of the demo courses, as the server does', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    fillCourseForm({ courseImage: '/demo/web-development.svg' });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), slow);
  });

  it('submits the filled values as text', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    fillCourseForm({});
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), slow);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(validCourse);
  });

  it("shows the server's field messages on their fields and its other errors above", async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValueOnce({ courseName: 'Course Name must be at most 120 characters' })
      .mockResolvedValueOnce({ [FORM_ERROR]: 'The server cannot be reached.' });
    renderForm(onSubmit);
    fillCourseForm({});
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('Course Name must be at most 120 characters', {}, slow),
    ).toBeTruthy();
    expect(screen.getByLabelText('Course Name').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain(
      'The server cannot be reached.',
    );
  });
});

describe("CourseForm's What you'll learn", { timeout: 30_000 }, () => {
  it('sends one item a line, blank lines dropped, and refuses a ninth item', async () => {
    const onSubmit = vi.fn<CourseSubmit>(async () => undefined);
    renderForm(onSubmit);
    fillCourseForm({});
    const outcomes = screen.getByLabelText("What you'll learn");
    fireEvent.change(outcomes, {
      target: { value: Array.from({ length: 9 }, (_, i) => `Item ${i}`).join('\n') },
    });
    fireEvent.click(submitButton());
    expect(
      await screen.findByText("What you'll learn may list at most 8 items", {}, slow),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(outcomes, { target: { value: 'Write a test\n\n  Read a report  ' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), slow);
    expect(onSubmit.mock.calls[0]![0].learningOutcomes).toBe('Write a test\n\n  Read a report  ');
  });
});
