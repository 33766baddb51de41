import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, expectAccessible, launchBrowser, screenshots } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const SEARCHED = 'JavaScript';

describe.skipIf(!browserAvailable())('a visitor', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sees the home page sections in order, with the figures from the server', async () => {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Start Better Learning Future From Here' }).waitFor();
    await page.waitForFunction(() => document.title === 'Home | GS Classroom');
    await page.getByRole('button', { name: 'Subscribe' }).waitFor({ state: 'attached' });
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.slice(0, 4)).toEqual([
      'Make every step user-centric',
      'Empowering Futures Through Strategic Partnerships',
      'Success Stories',
      'Explore Our Popular Courses',
    ]);
    await page.locator('.testimonial blockquote').waitFor();
    await page.locator('.slider .course-card').first().waitFor();
    await page
      .getByRole('heading', { name: 'Frequently Asked Questions' })
      .scrollIntoViewIfNeeded();
    expect(await page.locator('.faq__item').count()).toBe(5);
    await expectAccessible(page, 'home');
    await screenshots(page, 'home');
  });

  it('browses all courses, which load page by page as it scrolls', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await page.waitForURL(/\/all-courses$/);
    await page.getByRole('heading', { name: 'All Courses' }).waitFor();
    await page.locator('.course-card').first().waitFor();
    const firstPage = await page.locator('.course-card').count();
    const total = await fetch(`${server.url}/api/v1/all-courses?status=1`).then((r) =>
      Number(r.headers.get('X-Total-Count')),
    );
    expect(firstPage).toBe(Math.min(total, 12));
    if (total > firstPage) {
      await page.locator('.catalog__sentinel').scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (n) => document.querySelectorAll('.course-card').length > n,
        firstPage,
      );
    }
    const card = page.locator('.course-card').first();
    await expect(card.getByText(/^Instructor: /).count()).resolves.toBe(1);
    await expect(card.getByText(/ Students Enrolled$/).count()).resolves.toBe(1);
    await expect(card.locator('.course-card__price').textContent()).resolves.toMatch(
      /^\$\d+(\.\d{2})?$/,
    );
    await expectAccessible(page, 'all-courses');
    await screenshots(page, 'all-courses');
  });

  it('searches as it types, with suggestions, filters and sort in the URL, and Back', async () => {
    await page.goto(`${server.url}/all-courses`);
    const box = page.getByLabel('Search courses');
    await box.pressSequentially('java', { delay: 40 });
    await page.waitForURL(/[?&]search=java(&|$)/);
    await page.locator('.course-card__title', { hasText: 'JavaScript' }).first().waitFor();
    const suggestions = page.getByRole('listbox', { name: 'Suggested courses' });
    await suggestions
      .getByRole('option', { name: /JavaScript/ })
      .first()
      .waitFor();
    // A space typed after a word stays in the box while the search catches up.
    await box.press('Space');
    await page.waitForTimeout(600);
    await expect(box.inputValue()).resolves.toBe('java ');
    await box.press('Backspace');
    await expectAccessible(page, 'all-courses-suggestions');
    await screenshots(page, 'all-courses-suggestions');

    await page.getByLabel('Category').selectOption('Web Development');
    await page.waitForURL(/category=Web\+Development/);
    expect(new URL(page.url()).searchParams.get('search')).toBe('java');
    await page.getByLabel('Sort by').selectOption('popular');
    await page.waitForURL(/sort=popular/);
    await page.locator('.course-card__title', { hasText: 'JavaScript' }).first().waitFor();
    await screenshots(page, 'all-courses-filtered');

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort='));
    expect(new URL(page.url()).searchParams.get('category')).toBe('Web Development');
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('category='));
    await expect(page.getByLabel('Category').inputValue()).resolves.toBe('');
    await expect(box.inputValue()).resolves.toBe('java');

    // A shared link longer than the server takes is cut, never an error.
    await page.goto(`${server.url}/all-courses?search=${'javascript '.repeat(60)}`);
    await page.getByRole('heading', { name: 'All Courses' }).waitFor();
    await page.locator('.course-card, .catalog__empty').first().waitFor();
    await expect(page.getByText('The courses could not be loaded').count()).resolves.toBe(0);
    await expect(box.inputValue()).resolves.toHaveLength(500);
  });

  it('searches, and is sent to /login when opening a course', async () => {
    await page.getByLabel('Search courses').fill(SEARCHED);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/search=JavaScript/);
    await page.waitForFunction(
      (text) =>
        [...document.querySelectorAll('.course-card__title')].some((title) =>
          title.textContent?.includes(text),
        ),
      SEARCHED,
    );
    const titles = await page.locator('.course-card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    const link = page.getByRole('link', { name: /^Enroll Now: .*JavaScript/ }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/course\/[\w-]+$/);
    await link.click();
    await page.waitForURL(/\/login\?uid=/);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await expectAccessible(page, 'login');
    await screenshots(page, 'login');
  });

  it("checks the sign-in form with the spec's messages and refuses a wrong password", async () => {
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email address is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('student@classroom.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Invalid Email/Password').first().waitFor();
  });

  it('says Google is not configured', async () => {
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByText('Google sign-in is not configured').first().waitFor();
  });

  it('shows About Us and the not-found page', async () => {
    await page.goto(`${server.url}/about-us`);
    await page.getByRole('heading', { name: 'About Us' }).waitFor();
    expect(await page.locator('.about__team li').count()).toBe(15);
    await expectAccessible(page, 'about-us');
    await screenshots(page, 'about-us');

    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Oops... Page Not Found!' }).waitFor();
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('uses the drawer menu on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'About Us' })
      .click();
    await page.waitForURL(/\/about-us$/);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
