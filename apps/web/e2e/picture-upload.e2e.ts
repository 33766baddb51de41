import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, expectAccessible, launchBrowser, screenshots } from './support/browser';
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

  it('keeps a media library: a dropped file is listed with where it is used, and deleted by name', async () => {
    await page.unrouteAll();
    await page.goto(`${server.url}/teacher-dashboard/media`);
    await page.getByRole('heading', { name: /^Media library: \d+$/ }).waitFor();
    // The course picture uploaded above shows where it is used, and cannot go.
    const used = page.getByRole('row').filter({ hasText: 'darkroom.png' });
    await used.getByText(/^Picture of 'Darkroom Printing \d+' \(not published\)$/).waitFor();

    // A file dragged from the computer onto the upload area.
    const bytes = await sharp({
      create: { width: 320, height: 180, channels: 3, background: '#2f6f4f' },
    })
      .png()
      .toBuffer();
    const drop = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer();
      const binary = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([binary], 'garden.png', { type: 'image/png' }));
      return transfer;
    }, bytes.toString('base64'));
    const area = page.locator('.media-upload');
    await area.dispatchEvent('dragover', { dataTransfer: drop });
    expect(await area.getAttribute('class')).toContain('file-drop--over');
    await area.dispatchEvent('drop', { dataTransfer: drop });
    const row = page.getByRole('row').filter({ hasText: 'garden.png' });
    await row.getByText('Not used yet').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => {
        await page.reload();
        await row.waitFor();
        return row.locator('.ant-tag').innerText();
      })
      .toBe('ready');
    await screenshots(page, 'instructor-media-library');

    // Searched by name, filtered by kind and state, and sorted on the server.
    const search = page.getByLabel('Search files by name');
    await search.fill('GARDEN');
    await search.press('Enter');
    await page.getByRole('heading', { name: 'Media library: 1' }).waitFor();
    await expectAccessible(page, 'media library, searched');
    await page.getByLabel('Kind', { exact: true }).click();
    await page.getByTitle('Images', { exact: true }).click();
    await page.getByLabel('File state', { exact: true }).click();
    await page.getByTitle('Ready', { exact: true }).click();
    await page.getByLabel('Sort', { exact: true }).click();
    await page.getByTitle('Size, large to small', { exact: true }).click();
    await row.waitFor();
    await screenshots(page, 'instructor-media-library-filtered');
    await page.getByLabel('Kind', { exact: true }).click();
    await page.getByTitle('Videos', { exact: true }).click();
    await page.getByText('No file matches.').waitFor();
    await search.fill('');
    await search.press('Enter');
    await page.getByLabel('Kind', { exact: true }).click();
    await page.getByTitle('Every kind', { exact: true }).click();
    await page.getByLabel('File state', { exact: true }).click();
    await page.getByTitle('Every state', { exact: true }).click();
    await row.waitFor();

    await row.getByRole('button', { name: 'Delete garden.png' }).click();
    // The confirmation names the file, and Cancel has the focus.
    const dialog = page.locator('.ant-modal:visible').filter({ hasText: "Delete 'garden.png'?" });
    await dialog.waitFor();
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    expect(await cancel.evaluate((button) => button === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText('garden.png has been deleted.').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('pauses an upload and resumes it where the server has it', async () => {
    await page.goto(`${server.url}/teacher-dashboard/media`);
    await page.getByRole('heading', { name: /^Media library: \d+$/ }).waitFor();
    // The first send of bytes is held until the upload has been paused (which cancels it).
    const sends: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/uploads/**', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      sends.push(route.request().url());
      if (sends.length === 1) await held;
      await route.continue().catch(() => undefined); // a cancelled request goes no further
    });
    const area = page.locator('.media-upload');
    await area.locator('input[type="file"]').setInputFiles({
      name: 'paused.png',
      mimeType: 'image/png',
      buffer: await aLargePhoto(),
    });
    await area.getByRole('button', { name: 'Pause' }).click();
    await area.getByText('Paused').waitFor();
    await screenshots(page, 'instructor-media-upload-paused');
    release();

    await area.getByRole('button', { name: 'Resume' }).click();
    const row = page.getByRole('row').filter({ hasText: 'paused.png' });
    await row.waitFor({ timeout: 30_000 });
    expect(sends.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sends).size).toBe(1); // the same upload, not a new one
    await page.unrouteAll();
  });
});
