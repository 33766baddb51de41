import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, screenshots } from './support/browser';
import { signIn } from './support/flows';
import { startServer, type RunningServer } from './support/server';

const INSTRUCTOR = 'instructor@classroom.test';
const PASSWORD = 'classroom123';

/** A photo-sized picture of noise (it does not compress), big enough for the bar to move. */
async function aLargePhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 900;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe.skipIf(!browserAvailable())('uploading a course picture', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    await signIn(page, server.url, INSTRUCTOR, PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the progress, fills the address, and the card shows the picture in the width it needs', async () => {
    await page.goto(`${server.url}/teacher-dashboard/add`);
    const name = `Darkroom Printing ${Date.now()}`;
    await page.getByLabel('Course Name').fill(name);
    await page.getByLabel('Course Overview').fill('Prints from film, step by step');
    await page.getByLabel('Category').selectOption('Business');
    await page.getByLabel('Total Lessons').fill('6');
    await page.getByLabel('Certificate').selectOption('No');
    await page.getByLabel('Course Price').fill('30');
    await page.getByLabel('Course Language').fill('English');
    await page.getByLabel('Course Details').fill('Chemistry, enlargers and paper.');

    // Each chunk of the upload waits 300 ms, so the bar is seen moving as a person would see it.
    await page.route('**/api/v1/uploads/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a picture' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'darkroom.png',
      mimeType: 'image/png',
      buffer: await aLargePhoto(),
    });
    const bar = page.getByRole('progressbar', { name: 'Uploading darkroom.png' });
    await bar.waitFor();
    await screenshots(page, 'instructor-picture-upload');
    await expect
      .poll(() => page.getByLabel('Course Image URL').inputValue(), { timeout: 60_000 })
      .toMatch(/^\/media\/images\/[A-Za-z0-9_-]+\?bg=[0-9a-f]{6}$/);
    expect(await bar.count()).toBe(0);

    await page.getByRole('button', { name: 'Add Course' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, Add This Course!' }).click();
    await page.getByText('Successfully Submitted!').first().waitFor();

    await page.goto(`${server.url}/teacher-dashboard/classes`);
    const picture = page.locator('.ant-card').filter({ hasText: name }).locator('img').first();
    await picture.waitFor();
    expect(await picture.getAttribute('srcset')).toContain('?w=320 320w');
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    // Chromium picks a rendition for the card's width, as AVIF.
    const chosen = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(chosen).toMatch(/\/media\/images\/[A-Za-z0-9_-]+\?w=(320|640|960)$/);
    const served = await page.request.get(chosen, { headers: { Accept: 'image/avif,image/*' } });
    expect(served.headers()['content-type']).toBe('image/avif');
    await screenshots(page, 'instructor-card-uploaded-picture');
  });

  it('says why a file is refused, in the upload area', async () => {
    await page.goto(`${server.url}/teacher-dashboard/add`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a picture' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are words, not a picture'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'notes.png is not a PNG image' })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Course Image URL').inputValue()).toBe('');
  });
});
