import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startBrowserWorld, type BrowserWorld } from './support/browser';
import { payWithTestCard, signIn } from './support/flows';
import { api } from './support/page-api';
import { artifactsDir } from './support/paths';
import type { RunningServer } from './support/server';

const PASSWORD = 'classroom123';

/** What these checks read of a course. */
interface CatalogCourse {
  _id: string;
  courseName: string;
  courseCategory: string;
  price: number;
  shortDescription: string;
  detailedDescription: string;
  language: string;
  certificate: string;
  lectures: number;
  status: number;
}
const WIDTHS = [390, 1366] as const;

/** What a screen at one width got wrong: overflow, action buttons out of sight, cut titles. */
interface Fit {
  scrollWidth: number;
  innerWidth: number;
  offscreenActions: string[];
  cutHeadings: string[];
}

/**
 * The page as it is now: how wide the document scrolls, and every button or link in a
 * table's body whose box is not wholly inside the window.
 */
function measure(): Fit {
  const width = window.innerWidth;
  const offscreenActions = [
    ...document.querySelectorAll('table tbody :is(button, a), .dash-row-card :is(button, a)'),
  ]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < 0 || box.right > width);
    })
    .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? '?');
  // A heading that clips what does not fit ('Instructor Dash…') says less than its text.
  const cutHeadings = [...document.querySelectorAll('h1, h2, h3')]
    .filter(
      (heading) =>
        getComputedStyle(heading).overflowX !== 'visible' &&
        heading.scrollWidth > heading.clientWidth + 1,
    )
    .map((heading) => heading.textContent ?? '?');
  return {
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: width,
    offscreenActions,
    cutHeadings,
  };
}

/**
 * What a table on the page does not show whole: a table that scrolls sideways inside itself or
 * its region (a column, or part of one, under the pinned actions or past the edge), and a cell
 * or heading whose text is cut. Each as 'table label: what'.
 */
function hiddenTableContent(): string[] {
  const hidden: string[] = [];
  for (const table of document.querySelectorAll('.ant-table')) {
    const region = table.closest('[role=region]');
    const label = region?.getAttribute('aria-label') ?? 'table';
    const scrollers = [region, table.querySelector('.ant-table-content, .ant-table-body')];
    for (const scroller of scrollers) {
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
        hidden.push(`${label}: ${scroller.scrollWidth - scroller.clientWidth} px out of sight`);
      }
    }
    for (const cell of table.querySelectorAll('th, td')) {
      if (cell.scrollWidth > cell.clientWidth + 1) {
        hidden.push(`${label}: '${cell.textContent?.slice(0, 30) ?? ''}' cut`);
      }
    }
  }
  return hidden;
}

/** Waits for the route's data, then checks it at both widths, with a screenshot of each. */
async function checkRoute(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Tables and lists show a spinner until their data is in.
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 850 });
    await page.waitForTimeout(250);
    const fit = await page.evaluate(measure);
    await page.screenshot({
      path: path.join(artifactsDir, `widths-${name}-${width}.png`),
      fullPage: true,
    });
    expect(fit.offscreenActions, `${name} at ${width} px hides table actions`).toEqual([]);
    expect(fit.cutHeadings, `${name} at ${width} px cuts a title`).toEqual([]);
    // On a laptop every table shows all its columns, readable, with nothing to scroll to.
    if (width === 1366) {
      expect(
        await page.evaluate(hiddenTableContent),
        `${name} at ${width} px hides part of a table`,
      ).toEqual([]);
    }
    expect(fit.scrollWidth, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(
      fit.innerWidth,
    );
  }
}

describe.skipIf(!browserAvailable())('every route at 390 and 1366 px', () => {
  let world: BrowserWorld;
  let server: RunningServer;
  let browser: Browser;
  let courseId = '';

  const signedIn = async (email: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    await signIn(page, server.url, email, PASSWORD);
    return page;
  };

  /** The tables the demo leaves empty get rows: a revision, a refund request, their e-mails. */
  async function fillEmptyTables(courses: CatalogCourse[]): Promise<void> {
    const instructor = await signedIn('instructor@classroom.test');
    const own = await api<CatalogCourse[]>(
      instructor,
      'GET',
      '/api/v1/instructor/classes/instructor@classroom.test',
    );
    const live = own.find((course) => course.status === 1)!;
    await api(instructor, 'PATCH', `/api/v1/instructor/update/${live._id}`, {
      courseName: live.courseName,
      courseCategory: live.courseCategory,
      courseImage: '/demo/courses/algorithms.svg',
      price: live.price,
      shortDescription: `${live.shortDescription} Now with exercises.`,
      detailedDescription: live.detailedDescription,
      language: live.language,
      certificate: live.certificate,
      lectures: live.lectures,
    });
    await instructor.context().close();

    const student = await signedIn('student@classroom.test');
    const bought = courses.filter((course) => course.price > 0).at(-1)!;
    await payWithTestCard(student, server.url, bought._id);
    await student.goto(`${server.url}/user-dashboard/class`);
    await student.getByRole('link', { name: `Request a refund of ${bought.courseName}` }).click();
    await student.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
    await student.getByRole('dialog').waitFor({ state: 'hidden' });
    await student.context().close();
  }

  beforeAll(async () => {
    mkdirSync(artifactsDir, { recursive: true });
    world = await startBrowserWorld();
    ({ server, browser } = world);
    const courses = (await (
      await fetch(`${server.url}/api/v1/courses?status=1`)
    ).json()) as CatalogCourse[];
    courseId = courses[0]!._id;
    await fillEmptyTables(courses);
  });

  afterAll(() => world?.stop());

  it('fits the public pages and the sign-in screens', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    const routes: [string, string][] = [
      ['/', 'home'],
      ['/all-courses', 'all-courses'],
      ['/about-us', 'about-us'],
      ['/contact', 'contact'],
      ['/login', 'login'],
      ['/register', 'register'],
      ['/forgot-password', 'forgot-password'],
      ['/no-such-page', 'not-found'],
    ];
    for (const [route, name] of routes) await checkRoute(page, `${server.url}${route}`, name);
    await context.close();
  });

  it("fits the student's pages", async () => {
    const page = await signedIn('student@classroom.test');
    const routes: [string, string][] = [
      [`/course/${courseId}`, 'course'],
      [`/payment/${courseId}`, 'payment'],
      ['/join-as-instructor', 'join-as-instructor'],
      ['/user-dashboard/profile', 'student-profile'],
      ['/user-dashboard/class', 'student-courses'],
      [`/user-dashboard/details/${courseId}`, 'student-details'],
    ];
    for (const [route, name] of routes) await checkRoute(page, `${server.url}${route}`, name);
  });

  it('lines up the card fields on a 390 px phone, however their labels wrap', async () => {
    const page = await signedIn('student@classroom.test');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/payment/${courseId}`);
    await page.getByLabel('CVC').waitFor();
    const boxes = await page.evaluate(() =>
      ['card-number', 'card-expiry', 'card-cvc'].map((id) => {
        const box = document.getElementById(id)!.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom };
      }),
    );
    const [, expiry, cvc] = boxes;
    expect(Math.abs(expiry!.top - cvc!.top), 'Expiry and CVC start on one line').toBeLessThan(1);
    expect(Math.abs(expiry!.bottom - cvc!.bottom), 'and end on one line').toBeLessThan(1);
  });

  it("fits the instructor's pages", async () => {
    const page = await signedIn('instructor@classroom.test');
    const own = (await (
      await page.request.get(`${server.url}/api/v1/instructor/classes/instructor@classroom.test`)
    ).json()) as { _id: string }[];
    const ownId = own[0]!._id;
    const routes: [string, string][] = [
      ['/teacher-dashboard/profile', 'instructor-profile'],
      ['/teacher-dashboard/add', 'instructor-add'],
      ['/teacher-dashboard/classes', 'instructor-courses'],
      [`/teacher-dashboard/details/${ownId}`, 'instructor-details'],
      [`/teacher-dashboard/update/${ownId}`, 'instructor-update'],
      ['/teacher-dashboard/earnings', 'instructor-earnings'],
      ['/teacher-dashboard/media', 'instructor-media'],
    ];
    for (const [route, name] of routes) await checkRoute(page, `${server.url}${route}`, name);
  });

  it("fits the admin's pages, every table's actions in sight", async () => {
    const page = await signedIn('admin@classroom.test');
    const routes: [string, string][] = [
      ['/admin-dashboard/overview', 'admin-overview'],
      ['/admin-dashboard/profile', 'admin-profile'],
      ['/admin-dashboard/classes', 'admin-courses'],
      ['/admin-dashboard/revisions', 'admin-revisions'],
      ['/admin-dashboard/request', 'admin-requests'],
      ['/admin-dashboard/users', 'admin-users'],
      ['/admin-dashboard/outbox', 'admin-outbox'],
      ['/admin-dashboard/audit', 'admin-audit'],
      ['/admin-dashboard/certificates', 'admin-certificates'],
      ['/admin-dashboard/refunds', 'admin-refunds'],
      ['/admin-dashboard/payments', 'admin-payments'],
      ['/admin-dashboard/revenue', 'admin-revenue'],
      ['/admin-dashboard/payouts', 'admin-payouts'],
    ];
    for (const [route, name] of routes) await checkRoute(page, `${server.url}${route}`, name);
    // The tables did have actions and rows to check.
    await page.goto(`${server.url}/admin-dashboard/classes`);
    await page
      .getByRole('button', { name: /^Approve / })
      .first()
      .waitFor();
    for (const [route, table] of [
      ['revisions', 'Revisions table'],
      ['refunds', 'Refund requests'],
      ['outbox', 'Outbox table'],
    ]) {
      await page.goto(`${server.url}/admin-dashboard/${route}`);
      await page.getByRole('region', { name: table }).locator('tr.ant-table-row').first().waitFor();
    }
  });
});
