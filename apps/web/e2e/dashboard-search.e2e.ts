import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startBrowserWorld, type BrowserWorld } from './support/browser';
import { signIn } from './support/flows';

const PASSWORD = 'classroom123';

/** A dashboard table's search box: where it is and what it finds among the demo data. */
interface TableSearch {
  path: string;
  box: string;
  /** Typed key by key; every row it leaves contains it. */
  text: string;
  /** The demo data has rows it finds (a fresh school's outbox and audit log are empty). */
  finds: boolean;
}

const TABLES: TableSearch[] = [
  {
    path: '/admin-dashboard/classes',
    box: 'Search courses by name or instructor',
    text: 'JavaScript',
    finds: true,
  },
  {
    path: '/admin-dashboard/users',
    box: 'Search users by name or email',
    text: 'student@',
    finds: true,
  },
  { path: '/admin-dashboard/outbox', box: 'Recipient or subject', text: 'welcome', finds: false },
  { path: '/admin-dashboard/audit', box: 'Name', text: 'Modern', finds: false },
];

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/**
 * Typing in the dashboards' search boxes, on the production build: every keystroke lands with
 * no script error, the clear button appears and empties the box, and the magnifier searches
 * what was typed. (On the Preact build each keystroke threw "Illegal invocation".)
 */
describe.runIf(browserAvailable())("the dashboards' search boxes", () => {
  let world: BrowserWorld;
  let admin: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    world = await startBrowserWorld();
    admin = await (
      await world.browser.newContext({ viewport: { width: 1366, height: 850 } })
    ).newPage();
    admin.on('pageerror', (error) => errors.push(error.message));
    admin.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signIn(admin, world.server.url, 'admin@classroom.test', PASSWORD);
  }, 240_000);
  afterAll(async () => world?.stop());

  it.each(TABLES)('$path: typed, searched with the magnifier and cleared', async (table) => {
    errors.length = 0;
    await admin.goto(`${world.server.url}${table.path}`);
    const box = admin.getByLabel(table.box, { exact: true });
    await box.waitFor();
    if (table.finds) await rows(admin).first().waitFor();
    const before = await rows(admin).count();

    await box.pressSequentially(table.text);
    await expect(box.inputValue()).resolves.toBe(table.text);
    const search = admin.getByRole('search').filter({ has: box });
    const clear = search.locator('.ant-input-clear-icon');
    await expect(clear.isVisible()).resolves.toBe(true);

    await search.getByRole('button', { name: 'search' }).click();
    if (table.finds) {
      await expect
        .poll(async () => {
          const texts = await rows(admin).allTextContents();
          return (
            texts.length > 0 &&
            texts.length < before &&
            texts.every((row) => row.includes(table.text))
          );
        })
        .toBe(true);
    }

    await clear.click();
    await expect(box.inputValue()).resolves.toBe('');
    await expect.poll(() => rows(admin).count()).toBe(before);
    expect(errors).toEqual([]);
  });

  it("the header's search suggests as typed", async () => {
    errors.length = 0;
    await admin.goto(`${world.server.url}/admin-dashboard/overview`);
    const search = admin.getByLabel('Search people and courses');
    await search.pressSequentially('Modern');
    await admin
      .locator('.ant-select-item-option')
      .filter({ hasText: 'Modern JavaScript' })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });
});
