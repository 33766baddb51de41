import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, expectAccessible, launchBrowser, screenshots } from './support/browser';
import { signIn } from './support/flows';
import {
  anApprovedOneLessonCourse,
  completeFirstLesson,
  completeForFree,
} from './support/one-lesson-course';
import { api } from './support/page-api';
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
    await card(admin).getByText('New', { exact: true }).waitFor();
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
    await admin.locator('.side-card').getByText('New', { exact: true }).waitFor();
  });

  it("hides a refunded student's review, tells them why, and lets a new purchase bring it back", async () => {
    // A paid course of four articles: one completed lesson (25%) still allows a refund.
    const name = `Refunded Review ${Date.now()}`;
    const course = await anApprovedOneLessonCourse(
      instructor,
      admin,
      {
        courseName: name,
        courseCategory: 'Business',
        price: 19.99,
        certificate: 'No',
        shortDescription: 'Reviewed, refunded, bought again',
        detailedDescription: 'Four articles.',
      },
      3,
    );
    const coursePage = `${server.url}/course/${course.courseId}`;
    const buy = async () => {
      await student.goto(`${server.url}/payment/${course.courseId}`);
      await student.waitForFunction(() => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent === 'Pay',
        );
        return button && !button.disabled;
      });
      await student.getByLabel('Card number').fill('4242424242424242');
      await student.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await student.getByLabel('CVC').fill('123');
      await student.getByRole('button', { name: 'Pay' }).click();
      await student.waitForURL(new RegExp(`/course/${course.courseId}$`));
      await completeFirstLesson(student, course);
    };
    await buy();
    await student.goto(coursePage);
    await student.getByLabel('2 stars').check();
    await student.getByLabel('Your review').fill('Not what I hoped for.');
    await student.getByRole('button', { name: 'Post review' }).click();
    await student.locator('.side-card').getByText('2.0 · 1 review').waitFor();
    // Nobody marks their own review helpful.
    await expect(student.getByRole('button', { name: /^Helpful/ }).count()).resolves.toBe(0);

    const enrollments = await api<{ _id: string; courseId: string }[]>(
      student,
      'GET',
      '/api/v1/enrollments/student@classroom.test',
    );
    const enrollment = enrollments.find((entry) => entry.courseId === course.courseId)!;
    const request = await api<{ _id: string }>(
      student,
      'POST',
      `/api/v1/enrollments/${enrollment._id}/refund-requests`,
      { reason: 'Not for me' },
    );
    await api(admin, 'PATCH', `/api/v1/admin/refund-requests/${request._id}/approve`, {});

    await student.goto(coursePage);
    await student.getByText('Hidden since your payment was refunded', { exact: false }).waitFor();
    await student.getByText('Enroll again and complete a lesson', { exact: false }).waitFor();
    await student.getByText('No reviews yet.').waitFor();
    await student.locator('.side-card').getByText('New', { exact: true }).waitFor();
    await expect(student.getByRole('button', { name: /review$/ }).count()).resolves.toBe(0);
    await expectAccessible(student, 'course page with a refunded review');
    await screenshots(student, 'review-refunded');

    // Buying again opens no second review: the same one, updated, shows again.
    await buy();
    await student.goto(coursePage);
    await student.getByText('Update it to show it again.').waitFor();
    await screenshots(student, 'review-refunded-bought-again');
    await student.getByRole('button', { name: 'Update your review' }).click();
    await student.getByLabel('4 stars').check();
    await student.getByLabel('Your review').fill('Better the second time.');
    await student.getByRole('button', { name: 'Save review' }).click();
    await student.locator('.review').getByText('Better the second time.').waitFor();
    await student.locator('.side-card').getByText('4.0 · 1 review').waitFor();
    await expect(student.getByText('Hidden since your payment').count()).resolves.toBe(0);
  }, 120_000);
});
