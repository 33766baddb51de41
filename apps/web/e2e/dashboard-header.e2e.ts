import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  expectAccessible,
  startBrowserWorld,
  type BrowserWorld,
} from './support/browser';
import { signIn } from './support/flows';
import { artifactsDir } from './support/paths';

const PASSWORD = 'classroom123';
const INSTRUCTOR = 'instructor@classroom.test';
const CSRF = { 'X-Requested-With': 'gs-classroom' };

interface PendingCourse {
  _id: string;
  courseName: string;
  instructorEmail?: string;
}

/** Waits until the dropdowns' opening animations have finished. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished)),
  );
}

/** The screen as it is now (an open dropdown stays open), at the page's own width. */
async function shoot(page: Page, name: string): Promise<void> {
  await settled(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(artifactsDir, `${name}-${width}.png`) });
}

/**
 * The dashboards' header with the demo accounts: the admin's search across people and courses,
 * and the instructor's bell ringing for an approval.
 */
describe.runIf(browserAvailable())('the dashboard header', () => {
  let world: BrowserWorld;
  let admin: Page;
  let instructor: Page;
  let course: PendingCourse;
  const url = (to: string) => `${world.server.url}${to}`;

  beforeAll(async () => {
    world = await startBrowserWorld();
    admin = await (
      await world.browser.newContext({ viewport: { width: 1366, height: 850 } })
    ).newPage();
    instructor = await (
      await world.browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await signIn(admin, world.server.url, 'admin@classroom.test', PASSWORD);
    await signIn(instructor, world.server.url, INSTRUCTOR, PASSWORD);
    const listed = await admin.request.get(url('/api/v1/admin/courses?state=pending'));
    const pending = ((await listed.json()) as PendingCourse[]).find(
      (candidate) => candidate.instructorEmail === INSTRUCTOR,
    );
    expect(pending, 'the demo instructor has a pending course').toBeDefined();
    course = pending!;
  }, 240_000);
  afterAll(async () => world?.stop());

  it("finds the demo instructor's course from the admin's header and opens its review", async () => {
    await admin.goto(url('/admin-dashboard/overview'));
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const search = admin.getByLabel('Search people and courses');
    await search.fill(course.courseName);
    const option = admin.locator('.ant-select-item-option').filter({ hasText: course.courseName });
    await option.first().waitFor();
    await expect(option.first().textContent()).resolves.toContain('Pending');
    await shoot(admin, 'header-search');
    await settled(admin);
    await expectAccessible(admin, 'header search open');

    // Keyboard: the first result is active; Enter opens it.
    await search.press('Enter');
    await admin.waitForURL(url(`/admin-dashboard/review/${course._id}`));
    await admin.getByText(course.courseName).first().waitFor();
  });

  it('says so when nothing matches', async () => {
    const search = admin.getByLabel('Search people and courses');
    await search.fill('zqxjv nothing like this');
    await admin.getByText('Nothing matches.').waitFor();
    await search.fill('');
  });

  it('finds a person and opens the users table filtered to them', async () => {
    const search = admin.getByLabel('Search people and courses');
    await search.fill(INSTRUCTOR);
    const option = admin.locator('.ant-select-item-option').filter({ hasText: INSTRUCTOR });
    await option.first().click();
    await admin.waitForURL(/\/admin-dashboard\/users\?q=/);
    await admin.getByRole('heading', { name: 'Total Users: 1' }).waitFor();
    await expect(admin.getByLabel('Search users by name or email').inputValue()).resolves.toBe(
      INSTRUCTOR,
    );
  });

  it('rings the instructor’s bell when the admin approves their course; opening it reads it', async () => {
    await instructor.goto(url('/teacher-dashboard/classes'));
    await instructor.getByRole('heading', { name: 'Instructor Dashboard' }).waitFor();
    const bell = instructor.getByRole('button', { name: /^Notifications, / });
    await bell.waitFor();
    const before = await unreadOf(bell);

    const approved = await admin.request.patch(url(`/api/v1/courses/approved/${course._id}`), {
      headers: CSRF,
    });
    expect(approved.status()).toBe(200);

    await instructor.reload();
    await expect.poll(() => unreadOf(bell)).toBe(before + 1);
    await bell.click();
    const item = instructor
      .getByRole('list', { name: 'Notifications' })
      .getByRole('button', { name: `Unread: ${course.courseName} was approved` });
    await item.waitFor();
    await shoot(instructor, 'header-bell');
    await settled(instructor);
    await expectAccessible(instructor, 'bell open');

    await item.click();
    await instructor.waitForURL(url(`/teacher-dashboard/details/${course._id}`));
    await expect.poll(() => unreadOf(bell)).toBe(before);
  });

  it('shows a take-down with its reason, and marks every notification read at once', async () => {
    const reason = 'The course page promises a certificate the lessons never lead to.';
    const unpublished = await admin.request.patch(
      url(`/api/v1/admin/courses/${course._id}/unpublish`),
      { headers: CSRF, data: { reason } },
    );
    expect(unpublished.status()).toBe(200);

    // This time on a desktop screen.
    await instructor.setViewportSize({ width: 1366, height: 850 });
    await instructor.reload();
    const bell = instructor.getByRole('button', { name: /^Notifications, / });
    await expect.poll(() => unreadOf(bell)).toBeGreaterThan(0);
    await bell.click();
    await instructor.getByRole('list', { name: 'Notifications' }).getByText(reason).waitFor();
    await shoot(instructor, 'header-bell');
    await instructor.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => unreadOf(bell)).toBe(0);
    const answer = await instructor.request.get(url('/api/v1/notifications'));
    expect(((await answer.json()) as { unread: number }).unread).toBe(0);
    await instructor.keyboard.press('Escape');
    await instructor.setViewportSize({ width: 390, height: 844 });
  });

  it('keeps the search behind a button on a phone, without overflowing', async () => {
    await instructor.getByRole('button', { name: 'Search', exact: true }).click();
    const search = instructor.getByLabel('Search your courses');
    await search.fill(course.courseName);
    await instructor
      .locator('.ant-select-item-option')
      .filter({ hasText: course.courseName })
      .first()
      .waitFor();
    const overflow = await instructor.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await shoot(instructor, 'header-search-phone');
  });
});

/** The unread count the bell's name gives. */
async function unreadOf(bell: ReturnType<Page['getByRole']>): Promise<number> {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(name);
  return match ? Number(match[1]) : 0;
}
