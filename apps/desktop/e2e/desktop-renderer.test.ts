import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredTokens } from '../src/main/auth/token-store';
import { createRendererFileHandler, serverImageSource } from '../src/main/protocol/renderer-files';
import { contentSecurityPolicy } from '../src/main/security/content-security-policy';
import { STUDENT_NOTICE_TITLE } from '../src/renderer/shell/students-notice.screen';
import { buildDesktopBundles } from './build-renderer';
import { startClassroomServer, type ClassroomServer } from './classroom-server';
import { ensureApprovedInstructor, signInAs } from './demo-people';
import { installBridge, type BridgeState } from './fake-bridge';

const CHROMIUM = '/usr/bin/chromium';
// The page's origin in the browser; in the app it is app://classroom (same files, same CSP).
const APP = 'http://classroom.desktop';

const ready = existsSync(CHROMIUM);
if (!ready) {
  if (process.env.CI === 'true') throw new Error(`The desktop browser tests need ${CHROMIUM}.`);
  console.warn(`Skipping the desktop renderer browser tests: ${CHROMIUM} is missing.`);
}

describe.skipIf(!ready)('the desktop renderer in Chromium against a real server', () => {
  let server: ClassroomServer;
  let browser: Browser;
  let rendererDir: string;
  const tokens = new Map<string, StoredTokens>();

  beforeAll(async () => {
    [rendererDir, server] = await Promise.all([buildDesktopBundles(), startClassroomServer()]);
    for (const email of [
      'admin@classroom.test',
      'instructor@classroom.test',
      'student@classroom.test',
    ]) {
      tokens.set(email, await signInAs(server.url, email));
    }
    await ensureApprovedInstructor(
      server.url,
      tokens.get('admin@classroom.test')!,
      tokens.get('instructor@classroom.test')!,
    );
    browser = await chromium.launch({
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
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens the app with the token the person got by signing in as the app does. */
  async function openAs(email: string, overrides: Partial<BridgeState> = {}) {
    const signedIn = tokens.get(email)!;
    const state: BridgeState = {
      serverUrl: server.url,
      accessToken: signedIn.accessToken,
      session: {
        email: signedIn.email,
        displayName: signedIn.displayName,
        photoURL: signedIn.photoURL,
      },
      calls: [],
      openedWebsite: [],
      ...overrides,
    };
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Only the app's files: any other request from the page would be a leak past the bridge.
    const outside: string[] = [];
    const serve = createRendererFileHandler(
      rendererDir,
      () => contentSecurityPolicy(server.url),
      serverImageSource(() => server.url),
    );
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      if (!url.startsWith(`${APP}/`)) {
        outside.push(url);
        return route.abort();
      }
      const answer = await serve({ url, method: route.request().method() });
      await route.fulfill({
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        body: Buffer.from(await answer.arrayBuffer()),
      });
    });
    await installBridge(page, state);
    await page.goto(`${APP}/`);
    return { page, state, errors, outside };
  }

  it('builds a preload that runs in the sandbox and a renderer served from the app root', () => {
    const out = join(rendererDir, '..');
    const preload = readFileSync(join(out, 'preload/index.cjs'), 'utf8');
    // A sandboxed preload is a classic script: require('electron') only, no ES imports.
    expect(preload).toMatch(/require\(["']electron["']\)/);
    expect(preload).not.toMatch(/^\s*(import|export)\s/m);
    expect(preload).not.toMatch(/require\(["'](?!electron["'])/);
    expect(readFileSync(join(rendererDir, 'index.html'), 'utf8')).toMatch(/src="\/assets\//);
    expect(existsSync(join(out, 'main/index.js'))).toBe(true);
  });

  it('opens an admin on the admin dashboard, with every API call through the bridge', async () => {
    const { page, state, outside, errors } = await openAs('admin@classroom.test');
    await page.waitForURL(`${APP}/admin-dashboard/overview`);
    await expect
      .poll(() => page.getByText('Admin Dashboard').first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(() => page.getByText('Ada Admin').first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    // Pictures load under the app's policy (the demo pictures ship with the UI's public files).
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.images].some(
              (image) => image.src.startsWith(`${location.origin}/demo/`) && image.naturalWidth > 0,
            ),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    // A page that needs the bearer token: the users table of the admin dashboard.
    await page.goto(`${APP}/admin-dashboard/users`);
    await expect
      .poll(() => page.getByText('instructor@classroom.test').first().isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(state.calls).toContain('api:request');
    expect(outside.filter((url) => url.startsWith(server.url))).toEqual([]);
    // The app runs under its strict Content-Security-Policy without a violation.
    expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
    await page.close();
  });

  it('opens an instructor on the instructor dashboard', async () => {
    const { page } = await openAs('instructor@classroom.test');
    await page.waitForURL(`${APP}/teacher-dashboard/profile`);
    await expect
      .poll(() => page.getByText('Instructor Dashboard').first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(() => page.getByText('Ivan Teacher').first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    await page.close();
  });

  it('uploads a file dropped on the media library from the main process, with taskbar progress and a notification', async () => {
    const taskbar: (number | null)[] = [];
    const notices: BridgeState['notices'] = [];
    const { page, state, outside } = await openAs('instructor@classroom.test', {
      taskbar,
      notices,
    });
    await page.waitForURL(`${APP}/teacher-dashboard/profile`);
    await page.getByRole('link', { name: 'Media library' }).click();
    await page.getByRole('heading', { name: /^Media library: \d+$/ }).waitFor({ timeout: 20_000 });

    const png = await sharp({
      create: { width: 320, height: 180, channels: 3, background: '#7a4f2f' },
    })
      .png()
      .toBuffer();
    const drop = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], 'desk.png', { type: 'image/png' }));
      return transfer;
    }, png.toString('base64'));
    const area = page.locator('.media-upload');
    await area.dispatchEvent('dragover', { dataTransfer: drop });
    await area.dispatchEvent('drop', { dataTransfer: drop });

    await page.getByRole('row').filter({ hasText: 'desk.png' }).waitFor({ timeout: 30_000 });
    // Sent by the main process: the page itself reached nothing but the app's files.
    expect(state.calls).toContain('upload:start');
    expect(outside).toEqual([]);
    expect(taskbar).toContain(1);
    expect(taskbar.at(-1)).toBeNull();
    await expect.poll(() => notices, { timeout: 30_000 }).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Upload ready', body: 'desk.png is ready to use.' });
    await page.close();
  });

  it('tells a student that the desktop app is for instructors and admins, with a link to the website', async () => {
    const { page, state } = await openAs('student@classroom.test');
    await expect
      .poll(() => page.getByText(STUDENT_NOTICE_TITLE).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Open the website' }).click();
    await expect.poll(() => state.openedWebsite).toEqual(['/']);
    await page.close();
  });

  it('never mistakes an unreachable server or a refused token for a student account', async () => {
    const offline = await openAs('admin@classroom.test', { serverUrl: 'http://127.0.0.1:9' });
    await expect
      .poll(() => offline.page.getByText('GS Classroom is not reachable').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    // The banner says so too, above whatever the window shows.
    await expect
      .poll(() => offline.page.locator('#desktop-banner [role=alert]').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await offline.page.close();

    const refused = await openAs('admin@classroom.test', { accessToken: 'not-a-token' });
    await expect
      .poll(() => refused.page.getByText('Sign in to GS Classroom').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await refused.page.getByText(STUDENT_NOTICE_TITLE).count()).toBe(0);
    await refused.page.close();
  });
});
