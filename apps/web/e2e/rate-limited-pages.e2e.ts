import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  startBrowserWorld,
  type BrowserWorld,
  screenshots,
} from './support/browser';
import type { RunningServer } from './support/server';

/** The server's sign-in limit: starts per address and minute (DEFAULT_RATE_LIMITS.signIn). */
const SIGN_IN_STARTS = 20;

/** Opens a sign-in screen and waits until it has settled: a form to fill, or a message. */
async function visit(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await page.waitForURL(/[?&](uid|error)=/);
  await page.waitForLoadState('networkidle');
  return page.url();
}

describe.skipIf(!browserAvailable())('sign-in screens after too many visits', () => {
  let world: BrowserWorld;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    world = await startBrowserWorld();
    ({ server, browser } = world);
  });

  afterAll(() => world?.stop());

  it('stay the product’s pages with a readable message, never raw JSON', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 850 } });
    const landed: string[] = [];
    for (let i = 0; i < SIGN_IN_STARTS; i += 1) {
      landed.push(await visit(page, `${server.url}${i % 2 ? '/register' : '/login'}`));
    }
    expect(landed.every((url) => url.includes('uid='))).toBe(true);

    for (const screen of ['/login', '/register']) {
      const url = await visit(page, `${server.url}${screen}`);
      expect(url).toContain(`${screen}?error=rate_limited`);
      const text = await page.locator('body').innerText();
      expect(text).not.toContain('"error"');
      await page
        .getByText('Too many sign-in attempts from your network. Wait a minute, then try again.')
        .waitFor();
      // The site around it is still there: navigation and footer.
      await page.getByRole('link', { name: 'About Us' }).first().waitFor();
      await page.getByRole('contentinfo').waitFor();
    }
    await screenshots(page, 'rate-limited-login');
  });
});
