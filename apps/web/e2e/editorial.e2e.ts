import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  expectAccessible,
  screenshots,
  startBrowserWorld,
  type BrowserWorld,
} from './support/browser';
import { newAccount, payWithTestCard, signIn, signUp } from './support/flows';
import { api } from './support/page-api';

const PASSWORD = 'classroom123';
const COURSE = 'Web Performance in Practice';
const NEW_OVERVIEW = 'Measure, then fix: a faster site in six steps';
const NEW_DETAILS = 'A revised syllabus: Core Web Vitals, caching, images and fonts.';
const NEW_IMAGE = '/demo/courses/algorithms.svg';

/**
 * The editorial workflow in the browser, with the demo accounts: a rejection with a reason,
 * an edit and a resubmission, the admin's diff and approval, a revision that waits while the
 * approved version stays live, and a take-down that keeps an enrolled student's access.
 */
describe.runIf(browserAvailable())('editorial workflow', () => {
  let world: BrowserWorld;
  let admin: Page;
  let instructor: Page;
  let student: Page;
  let courseId = '';
  const url = (path: string) => `${world.server.url}${path}`;

  beforeAll(async () => {
    world = await startBrowserWorld();
    admin = await (await world.browser.newContext()).newPage();
    instructor = await (await world.browser.newContext()).newPage();
    student = await (await world.browser.newContext()).newPage();
    await signIn(admin, world.server.url, 'admin@classroom.test', PASSWORD);
    await signIn(instructor, world.server.url, 'instructor@classroom.test', PASSWORD);
    await signIn(student, world.server.url, 'student@classroom.test', PASSWORD);
  }, 240_000);
  afterAll(async () => world?.stop());

  async function confirm(page: Page, button: string, toast: string) {
    await page.getByRole('button', { name: button }).click();
    await page.getByText(toast).first().waitFor();
  }

  async function findInAdminTable() {
    await admin.goto(url('/admin-dashboard/classes'));
    const search = admin.getByLabel('Search courses by name or instructor');
    await search.fill(COURSE);
    await search.press('Enter');
    await admin.getByRole('link', { name: `Review ${COURSE}` }).waitFor();
  }

  type Field = 'Course Overview' | 'Course Details' | 'Course Image URL';

  /** One update through the form, once it shows the course. */
  async function editCourse(changes: Partial<Record<Field, string>>) {
    await instructor.goto(url(`/teacher-dashboard/update/${courseId}`));
    await instructor.waitForFunction(
      () => (document.getElementById('field-courseName') as HTMLInputElement | null)?.value,
    );
    for (const [field, text] of Object.entries(changes)) {
      await instructor.getByLabel(field).fill(text);
    }
    await instructor.getByRole('button', { name: 'Update Course' }).click();
    await confirm(instructor, 'Yes, Update This Course!', 'Successfully Updated!');
  }

  async function approveOnReview(what: 'course' | 'revision') {
    await admin.goto(url(`/admin-dashboard/review/${courseId}`));
    await admin.getByRole('button', { name: `Approve ${what}` }).click();
    await confirm(admin, 'Yes, Approve!', 'Successfully Done!');
  }

  it('1. an admin reads the pending course whole, as students will see it, and rejects it with a reason', async () => {
    await findInAdminTable();
    const review = admin.getByRole('link', { name: `Review ${COURSE}` });
    courseId = (await review.getAttribute('href'))!.split('/').pop()!;

    await review.click();
    const course = await api<{ detailedDescription: string; price: number; courseImage: string }>(
      admin,
      'GET',
      `/api/v1/course/payment/${courseId}`,
    );
    const preview = admin.getByRole('region', { name: 'The course as students will see it' });
    await preview.getByRole('heading', { name: COURSE }).waitFor();
    await preview.getByText(course.detailedDescription).waitFor();
    await preview.getByRole('heading', { name: 'Course content' }).waitFor();
    await preview.getByText(`$${course.price.toFixed(2)}`).waitFor();
    const picture = preview.getByRole('img', { name: COURSE });
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(
      await preview.getByRole('link', { name: 'Open the course page' }).getAttribute('href'),
    ).toBe(`/course/${courseId}`);
    await expectAccessible(admin, 'first review');
    await screenshots(admin, 'editorial-first-review');

    await findInAdminTable();
    await admin.getByRole('button', { name: `Reject ${COURSE}` }).click();
    await admin.getByLabel(/Reason/).fill('Say what students will build.');
    await admin.getByText('The description does not say what students will learn').click();
    await confirm(admin, 'Yes, Reject!', 'Successfully Done!');
  });

  it('2. the instructor reads the reason, edits the course and resubmits it', async () => {
    await instructor.goto(url('/teacher-dashboard/classes'));
    await instructor.getByText('Say what students will build.').waitFor();
    await screenshots(instructor, 'editorial-rejected-card');
    await editCourse({ 'Course Overview': NEW_OVERVIEW });
    await instructor.goto(url('/teacher-dashboard/classes'));
    await instructor.getByRole('button', { name: `Resubmit ${COURSE}` }).click();
    await confirm(instructor, 'Yes, Resubmit!', 'Successfully Submitted!');
  });

  it('3. the admin sees what changed since the rejection and approves', async () => {
    await admin.goto(url(`/admin-dashboard/review/${courseId}`));
    const changes = admin.getByRole('table', { name: 'Changed fields' });
    await changes.getByText(NEW_OVERVIEW).waitFor();
    await expect(changes.getByRole('rowheader').allTextContents()).resolves.toEqual([
      'Course Overview',
    ]);
    await screenshots(admin, 'editorial-review-diff');
    await approveOnReview('course');
  });

  it('4. an edit of the approved description waits: the live page is unchanged until approved', async () => {
    // A student enrols first (test-mode card), to keep the course after its take-down.
    await payWithTestCard(student, world.server.url, courseId);

    // The description and the picture change together; a new picture waits too.
    await editCourse({ 'Course Details': NEW_DETAILS, 'Course Image URL': NEW_IMAGE });
    await student.goto(url(`/course/${courseId}`));
    await student.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
    await expect(student.getByText(NEW_DETAILS).count()).resolves.toBe(0);

    // The admin sees the old and the new picture side by side, not their addresses.
    await admin.goto(url(`/admin-dashboard/review/${courseId}`));
    const changes = admin.getByRole('table', { name: 'Changed fields' });
    const pictures = changes.getByRole('img', { name: /^(Before|After): the course picture$/ });
    await pictures.nth(1).waitFor();
    // Both load (the new one may still be on its way when the table shows).
    await expect
      .poll(() =>
        pictures.evaluateAll((imgs: HTMLImageElement[]) =>
          imgs.map((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toEqual([true, true]);
    await expect(changes.getByText(NEW_IMAGE).count()).resolves.toBe(0);
    await screenshots(admin, 'editorial-review-pictures');

    await approveOnReview('revision');
    await student.goto(url(`/course/${courseId}`));
    await student.getByText(NEW_DETAILS).waitFor();
  });

  it('5. the admin unpublishes it: the enrolled student keeps it, a new student cannot buy it', async () => {
    await findInAdminTable();
    await admin.getByRole('button', { name: `Unpublish ${COURSE}` }).click();
    await admin.getByLabel(/Reason/).fill('Under review after complaints.');
    await confirm(admin, 'Yes, Unpublish!', 'Successfully Done!');

    await student.goto(url(`/course/${courseId}`));
    await student.getByRole('heading', { name: COURSE, level: 1 }).waitFor();

    const newcomer = await (await world.browser.newContext()).newPage();
    await signUp(newcomer, world.server, newAccount('newcomer'));
    await newcomer.goto(url(`/course/${courseId}`));
    await newcomer.getByText('Oops... Page Not Found!').waitFor();
    const checkout = await newcomer.request.post(url('/create-payment-intent'), {
      data: { courseId },
      headers: { 'X-Requested-With': 'gs-classroom' },
    });
    expect(checkout.status()).toBe(422);
  });
});
