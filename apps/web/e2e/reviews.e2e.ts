import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { browserAvailable, expectAccessible, launchBrowser, screenshots } from './support/browser';
import { signIn } from './support/flows';
import { anApprovedOneLessonCourse, completeForFree } from './support/one-lesson-course';
import { startServer, type RunningServer } from './support/server';

const PASSWORD = 'classroom123';

describe.skipIf(!browserAvailable())('reviews', () => {
  let server: RunningServer;
  let browser: Browser;
  let student: Page;
  let instructor: Page;
  let admin: Page;
  let courseId = '';
  const courseName = `Reviewed Course ${Date.now()}`;

  const signedIn = async (email: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    await signIn(page, server.url, email, PASSWORD);
    return page;
  };

  /** The course's card in the catalogue, searched by its name. */
  const card = (page: Page) =>
    page.locator('.course-card').filter({ has: page.getByRole('heading', { name: courseName }) });

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    instructor = await signedIn('instructor@classroom.test');
    admin = await signedIn('admin@classroom.test');
    student = await signedIn('student@classroom.test');

    // A free course with one article, approved; the student enrolls and completes the lesson.
    const course = await anApprovedOneLessonCourse(instructor, admin, {
      courseName,
      courseCategory: 'Business',
      price: 0,
      certificate: 'No',
      shortDescription: 'A course that gets reviewed',
      detailedDescription: 'One article, then a review.',
    });
    courseId = course.courseId;
    await completeForFree(student, course);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a course without reviews as new in the catalogue', async () => {
    await admin.goto(`${server.url}/all-courses?search=${encodeURIComponent(courseName)}`);
    await card(admin).getByText('4.8 · new').waitFor();
  });

  it('lets a student who completed a lesson review the course from its page', async () => {
    await student.goto(`${server.url}/course/${courseId}`);
    await student.getByRole('heading', { name: 'Reviews' }).waitFor();
    await student.getByText('No reviews yet.').waitFor();
    await student.getByLabel('5 stars').check();
    await student.getByLabel('Your review').fill('Short, clear and practical.');
    await screenshots(student, 'review-form');
    await student.getByRole('button', { name: 'Post review' }).click();
    await student.getByText('Your review:').waitFor();
    await student.locator('.review').getByText('Short, clear and practical.').waitFor();
    await student.locator('.side-card').getByText('5.0 · 1 review').waitFor();
    await expectAccessible(student, 'course page with a review');
    await screenshots(student, 'course-reviews');

    // The student changes their mind: the edit form comes back filled in.
    await student.getByRole('button', { name: 'Edit your review' }).click();
    await student.getByLabel('4 stars').check();
    await student.getByRole('button', { name: 'Save review' }).click();
    await student.locator('.side-card').getByText('4.0 · 1 review').waitFor();
  });

  it('shows the new average and count on the course card in the catalogue', async () => {
    const url = `${server.url}/all-courses?search=${encodeURIComponent(courseName)}`;
    // The public lists are reused for a second on the server: look again until it has passed.
    await student.goto(url);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      if (await card(student).getByText('4.0 · 1 review').isVisible()) break;
      await student.waitForTimeout(500);
      await student.goto(url);
    }
    await card(student).getByText('4.0 · 1 review').waitFor();
    await screenshots(student, 'catalogue-rated-card');
  });

  it('lets the instructor reply on the course page and an admin hide the review', async () => {
    await instructor.goto(`${server.url}/course/${courseId}`);
    const review = instructor.locator('.review').filter({ hasText: 'Short, clear' });
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByLabel('Your reply').fill('Thank you, glad it helped!');
    await review.getByRole('button', { name: 'Post reply' }).click();
    await review.locator('.review__reply').getByText('Thank you, glad it helped!').waitFor();
    await screenshots(instructor, 'review-replied');

    // The instructor's dashboard lists the course's reviews below its figures.
    await instructor.goto(`${server.url}/teacher-dashboard/details/${courseId}`);
    await instructor.getByRole('heading', { name: 'Reviews' }).waitFor();
    await instructor.locator('.review__reply').getByText('Thank you, glad it helped!').waitFor();
    await expectAccessible(instructor, 'instructor course details with reviews');
    await screenshots(instructor, 'instructor-details-reviews');

    await admin.goto(`${server.url}/course/${courseId}`);
    const listed = admin.locator('.review').filter({ hasText: 'Short, clear' });
    await listed.getByRole('button', { name: 'Hide' }).click();
    await listed.getByLabel('Why hide this review?').fill('Testing the hiding');
    await screenshots(admin, 'review-hide');
    await listed.getByRole('button', { name: 'Hide review' }).click();
    await admin.getByText('No reviews yet.').waitFor();
    await admin.locator('.side-card').getByText('4.8 · new').waitFor();
  });
});
