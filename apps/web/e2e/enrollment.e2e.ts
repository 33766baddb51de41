import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, expectAccessible, launchBrowser, screenshots } from './support/browser';
import { newAccount, signUp } from './support/flows';
import { startServer, type RunningServer } from './support/server';

interface ListedCourse {
  _id: string;
  courseName: string;
  price: number;
}

describe.skipIf(!browserAvailable())('a new student', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let course: ListedCourse;
  let freeCourse: ListedCourse;
  const student = newAccount('buyer');

  const enrollments = async () => {
    const answer = await context.request.get(
      `${server.url}/api/v1/enrollments/${encodeURIComponent(student.email)}`,
    );
    expect(answer.status()).toBe(200);
    return (await answer.json()) as { courseId: string; courseName: string }[];
  };

  beforeAll(async () => {
    // The refund window the pages state comes from the server's configuration.
    server = await startServer({ REFUND_DAYS: '14' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    const listed = (await fetch(`${server.url}/api/v1/all-courses?status=1&limit=60`).then((r) =>
      r.json(),
    )) as ListedCourse[];
    const paid = listed.filter((candidate) => candidate.price > 0);
    expect(paid.length, 'the demo catalogue has courses for sale').toBeGreaterThan(0);
    course = paid[0];
    const free = listed.find((candidate) => candidate.price === 0);
    expect(free, 'the demo catalogue has a free course').toBeDefined();
    freeCourse = free!;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs up and comes back to where they started', async () => {
    await signUp(page, server, student, '/all-courses');
    await page.waitForURL(/\/all-courses$/);
    await page.getByRole('button', { name: `Account menu for ${student.name}` }).click();
    await page.getByText(student.email).waitFor();
    await page.getByRole('link', { name: 'Student Dashboard' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('opens the course and goes to pay for it', async () => {
    await page.goto(`${server.url}/course/${course._id}`);
    await page.getByRole('heading', { name: course.courseName, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Instructor' }).click();
    await page.getByRole('tab', { name: 'Overview' }).click();
    const refundPolicy = page.getByRole('note', { name: 'Refund policy' });
    const policyText =
      'Refunds: you may ask for a full refund within 14 days of paying. No refund is available once you have completed the course or its certificate has been issued.';
    await expect(refundPolicy.textContent()).resolves.toBe(policyText);
    await expectAccessible(page, 'course');
    await screenshots(page, 'course');
    await page.getByRole('link', { name: 'Pay for enrollment' }).click();
    await page.waitForURL(new RegExp(`/payment/${course._id}$`));
    await page.getByText(`Payment: $${course.price}`).waitFor();
    await expect(refundPolicy.textContent()).resolves.toBe(policyText);
    await page.getByText('no real money moves').waitFor();
    // Every page of a test-mode site says so above the navigation.
    await page.getByText('Test mode: no real payments', { exact: true }).waitFor();
  });

  it("shows a declined card's error in red and enrols nothing", async () => {
    const pay = page.getByRole('button', { name: 'Pay' });
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Pay');
      return button && !button.disabled;
    });
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await pay.click();
    const error = page.locator('.payment__error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toBe('Your card was declined.');
    const color = await error.evaluate((element) => getComputedStyle(element).color);
    expect(color).toBe('rgb(185, 28, 28)');
    await expect(enrollments()).resolves.toEqual([]);
    await expectAccessible(page, 'payment');
    await screenshots(page, 'payment');
  });

  it("pays with 4242..., sees the transaction id, and reads 'Continue' with no stale 'Pay'", async () => {
    // A slow network (every API answer 400 ms late) must not show the page as before paying.
    await page.route('**/api/v1/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.evaluate(() => {
      const seen = { pay: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Pay for enrollment')) seen.pay = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('button', { name: 'Pay' }).click();
    const receipt = page.locator('.payment__success');
    await receipt.waitFor();
    await expect(receipt.textContent()).resolves.toMatch(/^Your transaction id: \S+$/);
    await page.waitForURL(new RegExp(`/course/${course._id}$`));
    await page.getByRole('link', { name: 'Continue' }).waitFor();
    const seen = await page.evaluate(() => (window as unknown as { seen: { pay: boolean } }).seen);
    expect(seen.pay, "'Pay for enrollment' showed after paying").toBe(false);
    // Requests still held back (the course page's curriculum) may finish after this.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const enrolled = await enrollments();
    expect(enrolled.map((entry) => entry.courseId)).toEqual([course._id]);
    // 'Continue' opens the course's first lesson in the player (every demo course has some).
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`/user-dashboard/learn/${course._id}/[^/]+$`));
    await page.getByText('Watch 90% to complete — 0% so far').waitFor();
  });

  it("finds the course in 'My enroll class'", async () => {
    await page.getByRole('link', { name: 'My enroll class' }).click();
    await page.waitForURL(/\/user-dashboard\/class$/);
    await page.getByText(course.courseName).first().waitFor();
  });

  it('enrols in a free course with one click, and reads Continue', async () => {
    await page.goto(`${server.url}/course/${freeCourse._id}`);
    await page.getByRole('heading', { name: freeCourse.courseName, level: 1 }).waitFor();
    await expect(page.getByRole('link', { name: 'Pay for enrollment' }).count()).resolves.toBe(0);
    await screenshots(page, 'free-course');
    await page.getByRole('button', { name: 'Enroll for free' }).click();
    await page.getByRole('link', { name: 'Continue' }).waitFor();
    const enrolled = await enrollments();
    expect(enrolled.map((entry) => entry.courseId).sort()).toEqual(
      [course._id, freeCourse._id].sort(),
    );
  });

  it('signs out with a toast', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: `Account menu for ${student.name}` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Sign Out Successfully.').waitFor();
    await page.getByRole('link', { name: 'Login / Register' }).waitFor();
  });
});
