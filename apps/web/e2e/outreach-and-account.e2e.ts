import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  expectAccessible,
  startBrowserWorld,
  type BrowserWorld,
  screenshots,
} from './support/browser';
import { signIn } from './support/flows';
import { artifactsDir } from './support/paths';
import type { RunningServer } from './support/server';

const PASSWORD = 'classroom123';
const ADMIN = 'admin@classroom.test';

describe.skipIf(!browserAvailable())('contact, newsletter and the dashboards’ account menu', () => {
  let world: BrowserWorld;
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  const subscriber = `reader.${Date.now()}@classroom.test`;

  const visitor = async (width = 1366): Promise<Page> =>
    (await browser.newContext({ viewport: { width, height: 850 } })).newPage();

  beforeAll(async () => {
    world = await startBrowserWorld();
    ({ server, browser } = world);
  });

  afterAll(() => world?.stop());

  it('sends a Contact Us message to the support outbox and confirms it', async () => {
    const page = await visitor();
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await page.waitForURL(/\/contact$/);
    await page.getByLabel('Name').fill('Rita Reader');
    await page.getByLabel('Email').fill('rita@classroom.test');
    await page.getByLabel('Subject').fill('Group discount');
    await page.getByLabel('Message').fill('Do you offer a discount for a class of twelve?');
    await server.nextMail('contact-request', async () => {
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Thank you! Your message is on its way to our support team.').waitFor();
    });
    await expectAccessible(page, 'contact sent');
    await screenshots(page, 'contact-sent');
  });

  it('subscribes from the home page without a reload and confirms', async () => {
    const page = await visitor(390);
    await page.goto(`${server.url}/`);
    const form = page.locator('.subscribe__form');
    await form.scrollIntoViewIfNeeded();
    await page.getByLabel('Email address').fill(subscriber);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you! You are on the list').waitFor();
    expect(new URL(page.url()).search).toBe('');
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 850 });
      await page.locator('.subscribe').screenshot({
        path: path.join(artifactsDir, `subscribed-${width}.png`),
      });
    }
  });

  it('lets the admin export the newsletter list as CSV', async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 850 },
      acceptDownloads: true,
    });
    admin = await context.newPage();
    await signIn(admin, server.url, ADMIN, PASSWORD);
    await admin.goto(`${server.url}/admin-dashboard/users`);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export subscribers (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('subscribers.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('email,subscribed_at');
    expect(csv).toContain(subscriber);
  });

  it('gives the dashboards an account menu and a way home', async () => {
    for (const width of [1366, 390]) {
      await admin.setViewportSize({ width, height: 850 });
      await admin.goto(`${server.url}/admin-dashboard/profile`);
      await admin.getByRole('button', { name: /^Account menu for / }).click();
      const panel = admin.locator('.user-menu__panel');
      await panel.getByText(ADMIN).waitFor();
      await panel.getByRole('link', { name: 'Student Dashboard' }).waitFor();
      await panel.getByRole('button', { name: 'Logout' }).waitFor();
      await admin.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Home' });
      await admin.screenshot({
        path: path.join(artifactsDir, `account-menu-${width}.png`),
      });
      await admin.keyboard.press('Escape');
    }
    await admin
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: 'Home' })
      .click();
    await admin.waitForURL(`${server.url}/`);
  });

  it("names the course in the admin's confirmation, with Cancel focused", async () => {
    await admin.setViewportSize({ width: 1366, height: 850 });
    await admin.goto(`${server.url}/admin-dashboard/classes`);
    const approve = admin.getByRole('button', { name: /^Approve / }).first();
    const course = (await approve.getAttribute('aria-label'))!.replace(/^Approve /, '');
    await approve.click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(`Approve '${course}'?`).last().waitFor();
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Cancel');
    await screenshots(admin, 'admin-confirm');
    // Enter on the focused button cancels: nothing changes.
    await admin.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: `Approve ${course}` }).waitFor();
  });
});
