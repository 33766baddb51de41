import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, screenshots } from './support/browser';
import { signIn } from './support/flows';
import { startServer, type RunningServer } from './support/server';

const PASSWORD = 'classroom123';

/** A PNG of noise, which does not compress: `width` x `height` x 3 bytes and a little. */
function noise(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Chooses `buffer` as `name` with the file picker the button opens. */
async function choose(page: Page, button: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

/**
 * The upload areas' refusals, as people meet them: an instructor whose quota has no room, a
 * student who starts one upload too many within the hour, a picture with too many pixels.
 */
describe.runIf(browserAvailable())('uploads past their limits', () => {
  let server: RunningServer;
  let browser: Browser;
  let instructor: Page;
  let student: Page;

  beforeAll(async () => {
    // The demo instructor keeps about 100 kB of clips; 1 MB leaves room for small files only.
    server = await startServer({
      MEDIA_QUOTA_INSTRUCTOR_MB: '1',
      MEDIA_UPLOADS_PER_HOUR_STUDENT: '2',
    });
    browser = await launchBrowser();
    const page = async () =>
      (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    [instructor, student] = await Promise.all([page(), page()]);
    await signIn(instructor, server.url, 'instructor@classroom.test', PASSWORD);
    await signIn(student, server.url, 'student@classroom.test', PASSWORD);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the room the library takes, and refuses a file the instructor's quota has no room for", async () => {
    await instructor.goto(`${server.url}/teacher-dashboard/media`);
    const area = instructor.locator('.media-upload');
    await area.getByText(/^\d+ KB of 1 MB used$/).waitFor();

    await choose(instructor, 'Upload a file', 'poster.png', await noise(800, 700));
    const refusal = area.getByRole('alert');
    await expect
      .poll(() => refusal.textContent(), { timeout: 30_000 })
      .toMatch(
        /^Your uploads may take at most 1 MB in all; \d+ KB are taken and this file is 1\.6 MB\. Delete files you no longer use first\.$/,
      );
    // A refusal stands: sending the same file again would only be refused again.
    expect(await area.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await screenshots(instructor, 'upload-quota-refused');
  });

  it('refuses a student one upload too many within the hour, saying when to try again', async () => {
    await student.goto(`${server.url}/user-dashboard/profile`);
    const picture = await noise(64, 64);
    const photoUrl = student.getByLabel('Photo URL');
    for (const name of ['me.png', 'me-again.png']) {
      const before = await photoUrl.inputValue();
      await choose(student, 'Upload a photo', name, picture);
      await expect
        .poll(() => photoUrl.inputValue(), { timeout: 30_000 })
        .toMatch(/^\/media\/images\//);
      await expect.poll(() => photoUrl.inputValue()).not.toBe(before);
    }
    await choose(student, 'Upload a photo', 'one-more.png', picture);
    await student
      .locator('.picture-upload')
      .getByRole('alert')
      .getByText(/^You may start 2 uploads an hour\. Try again in \d+ minutes\.$/)
      .waitFor({ timeout: 30_000 });
    await screenshots(student, 'upload-rate-refused');
  });

  it('says why a picture of 10000 x 10000 pixels cannot be a course picture', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#f4f4f4' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await instructor.goto(`${server.url}/teacher-dashboard/add`);
    await choose(instructor, 'Upload a picture', 'huge.png', bomb);
    await instructor
      .locator('.picture-upload')
      .getByRole('alert')
      .getByText(
        'Images may be at most 50 megapixels; this one is 10000 × 10000 pixels (100 megapixels).',
      )
      .waitFor({ timeout: 30_000 });
    await screenshots(instructor, 'upload-picture-too-large');
  });
});
