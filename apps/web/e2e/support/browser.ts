import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchBrowser } from './failure-notes';
import { artifactsDir } from './paths';
import { startServer, type RunningServer } from './server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the browser tests can run. Without Chromium they are skipped with a message, except
 * under CI=true, where a missing browser is a failure.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const message = `Chromium not found at ${CHROMIUM}: the website's browser tests cannot run.`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`${message} Skipping them (install it with: apt-get install -y chromium).`);
  return false;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return watchBrowser(withReducedMotion(browser));
}

/**
 * Every page asks for reduced motion, so antd's dialogs open without their zoom. Caught
 * mid-zoom, a confirm button can shrink away between the press and the release of a click,
 * and the click is lost.
 */
function withReducedMotion(browser: Browser): Browser {
  const open = browser.newContext.bind(browser);
  browser.newContext = (options) => open({ reducedMotion: 'reduce', ...options });
  return browser;
}

/**
 * No serious or critical accessibility violation on the page once it is still: axe reads colours,
 * and a fade or a button's transition caught halfway would be judged by a shade nobody sees.
 * Toasts are left out: they close on a timer, so one may start fading while axe reads it.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .exclude('.ant-notification')
    .exclude('.ant-message')
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking).toEqual([]);
}

/** Full-page screenshots at desktop (1366 px) and phone (390 px) widths. */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 850 });
    await page.waitForTimeout(150);
    await page.screenshot({
      path: path.join(artifactsDir, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(original);
}

/** A real server and a browser for one test file, and a way to stop both. */
export interface BrowserWorld {
  server: RunningServer;
  browser: Browser;
  stop(): Promise<void>;
}

export async function startBrowserWorld(): Promise<BrowserWorld> {
  const server = await startServer();
  const browser = await launchBrowser();
  return {
    server,
    browser,
    async stop() {
      await browser.close();
      await server.stop();
    },
  };
}
