import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, expectAccessible, launchBrowser, screenshots } from './support/browser';
import { signIn } from './support/flows';
import { startServer, type RunningServer } from './support/server';

const ADMIN = { email: 'admin@classroom.test', name: 'Ada Admin' };
const PASSWORD = 'classroom123';

/** Nothing wider than the window: not the page, not an entry of the log. */
async function expectNoOverflow(page: Page, width: number): Promise<void> {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    entries: [...document.querySelectorAll('.audit-entry')].filter(
      (entry) => entry.scrollWidth > entry.clientWidth,
    ).length,
  }));
  expect(overflow, `at ${width} px`).toEqual({ page: 0, entries: 0 });
}

/** Picks an option of an antd Select: types into the labelled combobox, clicks the option. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(option);
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
    .click();
}

describe.skipIf(!browserAvailable())('the audit log', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    await signIn(admin, server.url, ADMIN.email, PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("records the admin's decision and shows who did what to what, and when", async () => {
    const listed = await admin.request.get(`${server.url}/api/v1/admin/courses?state=pending`);
    const pending = ((await listed.json()) as { courseName: string; courseStatus: unknown }[]).find(
      (course) => course.courseStatus === 0,
    );
    expect(pending, 'the demo catalogue has a pending course').toBeDefined();
    const courseName = pending!.courseName;

    await admin.goto(`${server.url}/admin-dashboard/classes`);
    const row = admin.getByRole('row').filter({ hasText: courseName });
    await row.getByRole('button', { name: `Approve ${courseName}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Yes, Approve!' }).click();
    await row.getByText('Added').waitFor();

    await admin.getByRole('link', { name: 'Audit log' }).click();
    await admin.waitForURL(/\/admin-dashboard\/audit$/);
    await admin.getByRole('heading', { name: /^Audit log: [1-9]\d* entr(y|ies)$/ }).waitFor();
    const entry = admin.locator('.audit-entry').filter({ hasText: courseName });
    await expect
      .poll(() => entry.locator('.audit-sentence').textContent())
      .toBe(`${ADMIN.name} approved the course “${courseName}”`);
    expect(await entry.locator('.audit-change').textContent()).toBe('Statuspending → approved');
    expect(await entry.getByText('Course approved').count()).toBe(1);
    expect(await admin.title()).toBe('Audit log | Admin | GS Classroom');
    await expectAccessible(admin, 'admin audit log');
    await screenshots(admin, 'admin-audit');
    for (const width of [1366, 390]) {
      await admin.setViewportSize({ width, height: 844 });
      await admin.waitForTimeout(150);
      await expectNoOverflow(admin, width);
      for (const control of ['Person', 'Kind', 'From', 'To']) {
        const box = await admin.getByLabel(control, { exact: true }).boundingBox();
        expect(box, `${control} at ${width} px`).not.toBeNull();
        expect(box!.x + box!.width, `${control} at ${width} px`).toBeLessThanOrEqual(width);
      }
      const clear = await admin.getByRole('button', { name: 'Clear filters' }).boundingBox();
      expect(clear!.x + clear!.width).toBeLessThanOrEqual(width);
    }
    await admin.setViewportSize({ width: 1366, height: 850 });
  });

  it('filters by kind, person and days', async () => {
    await choose(admin, 'Kind', 'Instructor application approved');
    await admin.getByText('No entries match.').waitFor();
    await admin.getByRole('heading', { name: 'Audit log: 0 entries' }).waitFor();

    await choose(admin, 'Kind', 'Course approved');
    await admin.getByRole('heading', { name: 'Audit log: 1 entry' }).waitFor();
    await choose(admin, 'Person', ADMIN.name);
    await admin.getByRole('heading', { name: 'Audit log: 1 entry' }).waitFor();

    const today = await admin.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    await admin.getByLabel('From', { exact: true }).fill(today);
    await admin.getByLabel('To', { exact: true }).fill(today);
    await admin.getByRole('heading', { name: 'Audit log: 1 entry' }).waitFor();
    await screenshots(admin, 'admin-audit-filtered');

    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    await admin.getByLabel('To', { exact: true }).fill(nextYear);
    await admin.getByLabel('From', { exact: true }).fill(nextYear);
    await admin.getByText('No entries match.').waitFor();

    await admin.getByRole('button', { name: 'Clear filters' }).click();
    await admin.getByRole('heading', { name: /^Audit log: [1-9]\d* entr(y|ies)$/ }).waitFor();
    expect(await admin.getByLabel('From', { exact: true }).inputValue()).toBe('');
  });
});
