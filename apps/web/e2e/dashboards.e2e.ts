import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, expectAccessible, launchBrowser, screenshots } from './support/browser';
import { newAccount, signIn, signUp } from './support/flows';
import { artifactsDir } from './support/paths';
import { startServer, type RunningServer } from './support/server';

const PASSWORD = 'classroom123';
const ADMIN = 'admin@classroom.test';
const INSTRUCTOR = 'instructor@classroom.test';
const STUDENT = 'student@classroom.test';

function artifact(name: string): string {
  mkdirSync(artifactsDir, { recursive: true });
  return path.join(artifactsDir, name);
}

/**
 * Success toasts last 2 s; on a busy machine a poll can miss one. Every toast's text is
 * recorded as it appears, and the tests look there.
 */
function recordToasts(): void {
  const seen: string[] = [];
  (window as unknown as { __toasts: string[] }).__toasts = seen;
  new MutationObserver(() => {
    for (const notice of document.querySelectorAll('.ant-notification-notice')) {
      const text = notice.textContent ?? '';
      if (!seen.includes(text)) seen.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts), {
      timeout: 30_000,
    })
    .toEqual(expect.arrayContaining([expect.stringContaining(text)]));
}

async function confirm(page: Page, button: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const confirmButton = dialog.getByRole('button', { name: button });
  await confirmButton.waitFor();
  const text = await dialog.textContent();
  expect(text).toContain('Are you sure?');
  expect(text).toContain("You won't be able to revert this!");
  await confirmButton.click();
}

interface CourseFields {
  name: string;
  overview: string;
  price: string;
}

async function fillCourse(page: Page, course: CourseFields): Promise<void> {
  await page.getByLabel('Course Name').fill(course.name);
  await page.getByLabel('Course Overview').fill(course.overview);
  await page.getByLabel('Course Image URL').fill('https://images.example/course.png');
  await page.getByLabel('Category').selectOption('Business');
  await page.getByLabel('Total Lessons').fill('8');
  await page.getByLabel('Certificate').selectOption('Yes');
  await page.getByLabel('Course Price').fill(course.price);
  await page.getByLabel('Course Language').fill('English');
  await page.getByLabel('Course Details').fill('Stock, pricing, customers and the books.');
}

describe.skipIf(!browserAvailable())('the dashboards', () => {
  let server: RunningServer;
  let browser: Browser;

  /** A fresh browser profile: one signed-in person per page. */
  const newPage = async (width = 1280): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript(recordToasts);
    return context.newPage();
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe('from application to a searchable course', () => {
    const applicant = newAccount('applicant');
    const course = {
      name: `Corner Shop Basics ${Date.now()}`,
      overview: 'Run a small shop well and profitably',
      price: '24.5',
    };
    let student: Page;
    let admin: Page;

    beforeAll(async () => {
      student = await newPage();
      admin = await newPage();
      await signUp(student, server, applicant);
      await signIn(admin, server.url, ADMIN, PASSWORD);
    });

    it('lets a student apply as instructor', async () => {
      await student.goto(`${server.url}/join-as-instructor`);
      await student.getByLabel('Experience').selectOption('Some Idea');
      await student.getByLabel('Category').selectOption('Business');
      await student.getByLabel('Current job title').fill('Shop Owner');
      await student.getByRole('button', { name: 'submit for review' }).click();
      await confirm(student, 'Yes, Apply Now!');
      await expectToast(student, 'Successfully Applied!');
    });

    it('lets the admin approve the request, after which the buttons go', async () => {
      await admin.goto(`${server.url}/admin-dashboard/request`);
      await admin.getByRole('heading', { name: /^Total Applied Request: \d+$/ }).waitFor();
      const row = admin.getByRole('row').filter({ hasText: applicant.name });
      await expect(row.getByRole('cell').nth(4).textContent()).resolves.toBe('Shop Owner');
      await expectAccessible(admin, 'admin instructor applications');
      await screenshots(admin, 'admin-applications');
      await row.getByRole('button', { name: `Approve ${applicant.name}` }).click();
      await confirm(admin, 'Yes, Approve!');
      await expectToast(admin, 'Successfully Done!');
      await row.getByText('approved').waitFor();
      expect(await row.getByRole('button').count()).toBe(0);
    });

    it('shows the approved student the Instructor Dashboard', async () => {
      await student.goto(`${server.url}/teacher-dashboard/profile`);
      await student.getByRole('heading', { name: 'Instructor Dashboard' }).waitFor();
      await student.getByText('Instructor & USER').waitFor();
      await student.getByText('Shop Owner').waitFor();
      expect(await student.title()).toBe(`${applicant.name} Profile | Instructor | GS Classroom`);
      await expectAccessible(student, 'instructor profile');
      await screenshots(student, 'instructor-profile');
    });

    it('lets the new instructor add a course, which waits for approval', async () => {
      await student.getByRole('link', { name: 'Add class' }).click();
      await student.getByRole('button', { name: 'Add Course' }).click();
      await student.getByText('Course Name is required').waitFor();
      await expectAccessible(student, 'add class with messages');
      await fillCourse(student, course);
      await student.getByRole('button', { name: 'Add Course' }).click();
      await confirm(student, 'Yes, Add This Course!');
      await expectToast(student, 'Successfully Submitted!');
      await expect.poll(() => student.getByLabel('Course Name').inputValue()).toBe('');

      await student.getByRole('link', { name: 'My class' }).click();
      await student.getByRole('heading', { name: 'My Added Classes: 1' }).waitFor();
      const card = student.locator('.ant-card').filter({ hasText: course.name });
      await card.getByText('Run a small shop...').waitFor();
      await card.getByText('Pending').waitFor();
      await card.getByText('$24.50').waitFor();
      await card.getByRole('button', { name: 'Not Approved' }).waitFor();
      expect(await card.getByRole('button', { name: 'Not Approved' }).isDisabled()).toBe(true);
      await expectAccessible(student, 'instructor classes');
      await screenshots(student, 'instructor-classes');
    });

    it('lets the admin approve the course', async () => {
      await admin.goto(`${server.url}/admin-dashboard/classes`);
      await admin.getByRole('heading', { name: /^Total Courses: \d+$/ }).waitFor();
      const row = admin.getByRole('row').filter({ hasText: course.name });
      await row.getByText(applicant.email).waitFor();
      await expectAccessible(admin, 'admin all classes');
      await screenshots(admin, 'admin-courses');
      await row.getByRole('button', { name: `Approve ${course.name}` }).click();
      await confirm(admin, 'Yes, Approve!');
      await expectToast(admin, 'Successfully Done!');
      await row.getByText('Added').waitFor();
      const see = row.getByRole('link', { name: `See ${course.name}` });
      expect(await see.getAttribute('href')).toMatch(/^\/course\/[\w-]+$/);
    });

    it('shows the admin the decision e-mails in the Outbox, kept without a mail server', async () => {
      const subject = `Your course ${course.name} was approved`;
      await admin.goto(`${server.url}/admin-dashboard/outbox`);
      await admin.getByRole('heading', { name: /^Outbox: \d+ messages$/ }).waitFor();
      const row = admin.getByRole('row').filter({ hasText: subject });
      await row.getByText(applicant.email).waitFor();
      await row.getByText('Kept').waitFor();
      // Found by part of its subject, among the kept messages.
      await admin.getByRole('searchbox', { name: 'Recipient or subject' }).fill(course.name);
      await admin.keyboard.press('Enter');
      await admin.getByLabel('Status', { exact: true }).click();
      await admin
        .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Kept"]')
        .click();
      await admin.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
      await admin.getByRole('heading', { name: /^Outbox: [12] messages$/ }).waitFor();
      await row.getByText(applicant.email).waitFor();
      await expectAccessible(admin, 'admin outbox');
      for (const width of [1366, 390]) {
        await admin.setViewportSize({ width, height: 800 });
        await admin.waitForTimeout(150);
        // Nothing overflows: not the page, not the table's own region.
        await admin.screenshot({ path: artifact(`admin-outbox-${width}.png`), fullPage: true });
        const overflow = await admin.evaluate(() => {
          const region = document.querySelector('.dash-table-scroll')!;
          return {
            page: document.documentElement.scrollWidth - window.innerWidth,
            table: region.scrollWidth - region.clientWidth,
          };
        });
        expect(overflow, `at ${width} px`).toEqual({ page: 0, table: 0 });
        const read = row.getByRole('button', { name: `Read ${subject}` });
        expect(await read.isVisible()).toBe(true);
        const box = await read.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }

      await row.getByRole('button', { name: `Read ${subject}` }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByText(applicant.email).waitFor();
      const frame = admin.frameLocator(`iframe[title="HTML of ${subject}"]`);
      await frame.getByText('Your course is live').waitFor();
      expect(await dialog.locator('iframe').getAttribute('sandbox')).toBe('');
      for (const width of [1366, 390]) {
        await admin.setViewportSize({ width, height: 800 });
        await admin.screenshot({ path: artifact(`admin-outbox-message-${width}.png`) });
      }
      await dialog.getByRole('tab', { name: 'Text' }).click();
      await dialog
        .getByText(`${server.url}/teacher-dashboard/classes`, { exact: false })
        .first()
        .waitFor();
      await admin.keyboard.press('Escape');
      await admin.setViewportSize({ width: 1280, height: 800 });
    });

    it('finds the approved course by search', async () => {
      const visitor = await newPage();
      await visitor.goto(`${server.url}/all-courses`);
      await visitor.getByLabel('Search courses').fill('Corner Shop');
      await visitor.getByLabel('Search courses').press('Enter');
      await visitor.getByText(course.name).waitFor();
    });

    it('shows the instructor the approved course with its figures', async () => {
      await student.goto(`${server.url}/teacher-dashboard/classes`);
      const card = student.locator('.ant-card').filter({ hasText: course.name });
      await card.getByText('Approved').waitFor();
      expect(await card.getByRole('button', { name: `Delete ${course.name}` }).count()).toBe(0);
      await card.getByRole('link', { name: 'See Details' }).click();
      await student.getByRole('heading', { name: course.name }).waitFor();
      await student.getByText('Total Enrollment').waitFor();
      await student.getByText('Revenue').waitFor();
      await student.getByText('No enrollment yet').waitFor();
      await expectAccessible(student, 'instructor course figures');
    });
  });

  describe('the admin users table', () => {
    it('pages through users and promotes one to admin', async () => {
      // A demo account: its record exists from the seed, as a student's.
      const someone = { name: 'Alice Applicant', email: 'applicant@classroom.test' };
      const admin = await newPage();
      await signIn(admin, server.url, ADMIN, PASSWORD);
      await admin.goto(`${server.url}/admin-dashboard/users`);
      const pageLabel = admin.getByText(/^Page \d+ of \d+$/);
      await pageLabel.waitFor();
      await expectAccessible(admin, 'admin users');
      await screenshots(admin, 'admin-users');
      const [, pages] = /Page \d+ of (\d+)/.exec((await pageLabel.textContent()) ?? '') ?? [];
      // Data rows only: a table with pinned columns adds antd's hidden measuring row. Back at
      // 1366 px after the phone's screenshot, the table takes a moment to return to rows.
      await admin.locator('tbody tr.ant-table-row').first().waitFor();
      const rowsOnFirst = await admin.locator('tbody tr.ant-table-row').count();
      expect(rowsOnFirst).toBeLessThanOrEqual(10);
      await admin.getByRole('heading', { name: `Total Users: ${rowsOnFirst}` }).waitFor();
      await admin.getByRole('row').filter({ hasText: ADMIN }).getByText('Already Added').waitFor();

      // Users are listed oldest first; walk the pages until the account shows up.
      let row = admin.getByRole('row').filter({ hasText: someone.email });
      for (let page = 2; (await row.count()) === 0 && page <= Number(pages); page += 1) {
        await admin.getByRole('button', { name: 'Next' }).click();
        await admin.getByText(`Page ${page} of ${pages}`).waitFor();
        row = admin.getByRole('row').filter({ hasText: someone.email });
      }
      await row.getByRole('button', { name: `Make ${someone.name} admin` }).click();
      await confirm(admin, 'Yes, Make Admin!');
      await expectToast(admin, 'Successfully Done!');
      await row.getByText('Already Added').waitFor();

      const promoted = await newPage();
      await signIn(promoted, server.url, someone.email, PASSWORD);
      await promoted.goto(`${server.url}/admin-dashboard/profile`);
      await promoted.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await promoted.getByText('ADMIN', { exact: true }).waitFor();
    });
  });

  describe('an instructor with a pending course', () => {
    it('updates it and then deletes it', async () => {
      const page = await newPage();
      await signIn(page, server.url, INSTRUCTOR, PASSWORD);
      const draft = {
        name: `Draft ${Date.now()}`,
        overview: 'A first draft of a course',
        price: '10',
      };
      await page.goto(`${server.url}/teacher-dashboard/add`);
      await fillCourse(page, draft);
      await page.getByRole('button', { name: 'Add Course' }).click();
      await confirm(page, 'Yes, Add This Course!');
      await expectToast(page, 'Successfully Submitted!');

      await page.goto(`${server.url}/teacher-dashboard/classes`);
      await page.getByRole('link', { name: `Update ${draft.name}` }).click();
      await page.waitForURL(/\/teacher-dashboard\/update\/[\w-]+$/);
      await expect.poll(() => page.getByLabel('Course Name').inputValue()).toBe(draft.name);
      expect(await page.getByLabel('Course Price').inputValue()).toBe('10');
      await expectAccessible(page, 'instructor update class');
      const revised = `${draft.name} revised`;
      await page.getByLabel('Course Name').fill(revised);
      await page.getByLabel('Course Price').fill('12.75');
      await page.getByRole('button', { name: 'Update Course' }).click();
      await confirm(page, 'Yes, Update This Course!');
      await expectToast(page, 'Successfully Updated!');

      await page.getByRole('link', { name: 'My class' }).click();
      const card = page.locator('.ant-card').filter({ hasText: revised });
      await card.getByText('$12.75').waitFor();
      await card.getByRole('button', { name: `Delete ${revised}` }).click();
      await confirm(page, 'Yes, delete it!');
      await expectToast(page, 'Deleted!');
      await expectToast(page, 'Your Course has been deleted.');
      await expect.poll(() => page.getByText(revised).count()).toBe(0);

      // The server agrees: the course is gone from the instructor's list.
      const mine = await page.request.get(
        `${server.url}/api/v1/instructor/classes/${encodeURIComponent(INSTRUCTOR)}`,
      );
      const names = ((await mine.json()) as { courseName: string }[]).map((c) => c.courseName);
      expect(names).not.toContain(revised);
      expect(names).not.toContain(draft.name);
    });
  });

  describe('an instructor with a seeded demo course', () => {
    it('edits it through the Update form, its site-relative image untouched', async () => {
      const page = await newPage();
      await signIn(page, server.url, INSTRUCTOR, PASSWORD);
      const classesUrl = `${server.url}/api/v1/instructor/classes/${encodeURIComponent(INSTRUCTOR)}`;
      type Listed = { _id: string; courseName: string; courseImage: string; price: number };
      const seeded = ((await (await page.request.get(classesUrl)).json()) as Listed[]).find(
        (course) => course.courseName === 'Web Performance in Practice',
      );
      expect(seeded?.courseImage).toMatch(/^\/demo\/.+\.svg$/);

      await page.goto(`${server.url}/teacher-dashboard/update/${seeded!._id}`);
      await expect.poll(() => page.getByLabel('Course Name').inputValue()).toBe(seeded!.courseName);
      expect(await page.getByLabel('Course Image URL').inputValue()).toBe(seeded!.courseImage);
      await screenshots(page, 'instructor-update-demo-course');
      await page.getByLabel('Course Price').fill('41.5');
      await page.getByRole('button', { name: 'Update Course' }).click();
      await confirm(page, 'Yes, Update This Course!');
      await expectToast(page, 'Successfully Updated!');

      await page.goto(`${server.url}/teacher-dashboard/classes`);
      const card = page.locator('.ant-card').filter({ hasText: seeded!.courseName });
      await card.getByText('$41.50').waitFor();
      const after = ((await (await page.request.get(classesUrl)).json()) as Listed[]).find(
        (course) => course._id === seeded!._id,
      );
      expect(after).toMatchObject({ price: 41.5, courseImage: seeded!.courseImage });
    });
  });

  describe('a student', () => {
    it('is sent to /login when opening the admin users page', async () => {
      const page = await newPage();
      await signIn(page, server.url, STUDENT, PASSWORD);
      await page.goto(`${server.url}/admin-dashboard/users`);
      await page.waitForURL(/\/login\?returnTo=%2Fadmin-dashboard%2Fusers$/);
      expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    });

    it('sees a paid course in My enroll class, with its payment under Class Progress', async () => {
      const buyer = newAccount('learner');
      const page = await newPage(375);
      await signUp(page, server, buyer);
      const listed = (await fetch(`${server.url}/api/v1/all-courses?status=1&limit=60`).then(
        (response) => response.json(),
      )) as { _id: string; courseName: string; price: number }[];
      const course = listed.find((candidate) => candidate.price > 0);
      expect(course, 'the demo catalogue has a course for sale').toBeDefined();

      await page.goto(`${server.url}/user-dashboard/class`);
      await page.getByRole('heading', { name: 'My Enrolled Classes: 0' }).waitFor();

      await page.goto(`${server.url}/payment/${course!._id}`);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('button')].some(
          (b) => b.textContent === 'Pay' && !b.disabled,
        ),
      );
      await page.getByLabel('Card number').fill('4242424242424242');
      await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.getByText(/Your transaction id: /).waitFor();
      const transaction = /Your transaction id: (\S+)/.exec(
        (await page.getByText(/Your transaction id: /).textContent()) ?? '',
      )?.[1];

      await page.goto(`${server.url}/user-dashboard/class`);
      await page.getByRole('heading', { name: 'Student Dashboard' }).waitFor();
      await page.getByRole('heading', { name: 'My Enrolled Classes: 1' }).waitFor();
      await expectAccessible(page, 'student enrolled classes');
      await screenshots(page, 'student-courses');
      await page.getByRole('link', { name: `See Details of ${course!.courseName}` }).click();
      await page.getByRole('heading', { name: 'Class Progress' }).waitFor();
      await page.getByText(`$${course!.price}`).first().waitFor();
      if (transaction) await page.getByText(transaction).waitFor();
      await expectAccessible(page, 'student class progress');
      await screenshots(page, 'student-class-progress');

      // On a phone the sidebar is a drawer, and the keyboard alone gets through it.
      await page.getByRole('button', { name: 'Open the dashboard menu' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').getByRole('link', { name: 'My enroll class' }).waitFor();
      const focusedLink = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active?.tagName === 'A' ? (active.textContent ?? '').trim() : '';
        });
      for (let step = 0; step < 12 && (await focusedLink()) !== 'My enroll class'; step += 1) {
        await page.keyboard.press('Tab');
      }
      expect(await focusedLink()).toBe('My enroll class');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/user-dashboard\/class$/);
      await page.getByRole('heading', { name: 'My Enrolled Classes: 1' }).waitFor();
    });
  });
});
