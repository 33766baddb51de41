import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, expectAccessible, launchBrowser, screenshots } from './support/browser';
import { signIn } from './support/flows';
import { readQrCode } from './support/read-qr-code';
import { startServer, type RunningServer } from './support/server';
import { anApprovedOneLessonCourse, completeForFree } from './support/one-lesson-course';

const PASSWORD = 'classroom123';

/** Picks an option of an antd Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
    .click();
}

describe.skipIf(!browserAvailable())('a certificate of completion', () => {
  let server: RunningServer;
  let browser: Browser;
  let student: Page;
  let admin: Page;
  const courseName = `Signed Certificates ${Date.now()}`;
  let certificateId = '';
  let courseId = '';

  const signedIn = async (email: string, width = 1366): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width, height: 850 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, server.url, email, PASSWORD);
    return page;
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const instructor = await signedIn('instructor@classroom.test');
    admin = await signedIn('admin@classroom.test');
    student = await signedIn('student@classroom.test');

    // The course and its one lesson through the API (the lesson player has its own tests).
    const course = await anApprovedOneLessonCourse(instructor, admin, {
      courseName,
      courseCategory: 'Computer Science',
      price: 0,
      certificate: 'Yes',
      shortDescription: 'Finish it and get a certificate',
      detailedDescription: 'One article, then a certificate anyone can verify.',
    });
    await completeForFree(student, course);
    courseId = course.courseId;
    await instructor.context().close();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is listed for the student, whose PDF carries a QR code of its verify page', async () => {
    await student.goto(`${server.url}/user-dashboard/certificates`);
    const card = student.locator('.certificate-card').filter({ hasText: courseName });
    await card.waitFor();
    await card.getByText('Valid').waitFor();
    const linkedIn = await card.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href');
    expect(linkedIn).toContain('https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME');
    await expectAccessible(student, 'student certificates');
    await screenshots(student, 'student-certificates');

    const [download] = await Promise.all([
      student.waitForEvent('download'),
      card.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^certificate-GSC-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);
    const pdf = await readFile((await download.path())!);
    const verifyUrl = await readQrCode(browser, pdf);
    expect(verifyUrl).toMatch(new RegExp(`^${server.url}/verify/[0-9a-f-]{36}$`));
    certificateId = verifyUrl!.split('/').pop()!;
  });

  it("is announced on the player's finish screen, which links to it", async () => {
    await student.goto(`${server.url}/user-dashboard/learn/${courseId}`);
    await student.getByRole('heading', { name: `You finished ${courseName}!` }).waitFor();
    await student.getByText('You earned a certificate for this course.').waitFor();
    const link = student.getByRole('link', { name: 'See your certificate' });
    expect(await link.getAttribute('href')).toBe(`/verify/${certificateId}`);
    await expectAccessible(student, 'player finish screen with a certificate');
    await screenshots(student, 'player-finished-certificate');
    await link.click();
    await student.getByRole('heading', { name: 'Valid certificate' }).waitFor();
  });

  it('opens its verify page at the top from a scrolled page; back returns to where it was', async () => {
    await student.setViewportSize({ width: 390, height: 500 });
    await student.goto(`${server.url}/user-dashboard/certificates`);
    const link = student.getByRole('link', { name: 'Verify page' }).first();
    await link.waitFor();
    await student.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await student.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);

    await link.click();
    await student.getByRole('heading', { name: 'Valid certificate' }).waitFor();
    expect(await student.evaluate(() => window.scrollY)).toBe(0);

    await student.goBack();
    await link.waitFor();
    // Restored as the list renders again: within a line or two of where it was.
    await expect.poll(() => student.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled * 0.8);
    await student.setViewportSize({ width: 1366, height: 850 });
  });

  it('shows as valid on its public verify page, to a visitor who is not signed in', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const visitor = await context.newPage();
    await visitor.goto(`${server.url}/verify/${certificateId}`);
    await visitor.getByRole('heading', { name: 'Valid certificate' }).waitFor();
    await visitor.getByText(courseName).waitFor();
    await visitor.getByText('Sam Student').first().waitFor();
    expect(await visitor.locator('meta[property="og:title"]').getAttribute('content')).toContain(
      courseName,
    );
    await expectAccessible(visitor, 'verify page');
    await screenshots(visitor, 'verify-valid');

    await visitor.goto(`${server.url}/verify/GSC-ZZZZ-ZZZZ`);
    await visitor.getByRole('heading', { name: 'Certificate not found' }).waitFor();
    await screenshots(visitor, 'verify-not-found');
    await context.close();
  });

  it('says revoked once an admin revoked it with a reason', async () => {
    await admin.goto(`${server.url}/admin-dashboard/certificates`);
    await admin.getByRole('heading', { name: /^Certificates: \d+$/ }).waitFor();
    await admin.getByRole('searchbox').fill('student@classroom.test');
    await admin.getByRole('button', { name: 'Find' }).click();
    const row = admin.getByRole('row').filter({ hasText: courseName });
    await row.waitFor();
    await expectAccessible(admin, 'admin certificates');
    await screenshots(admin, 'admin-certificates');
    await row.getByRole('button', { name: /^Revoke GSC-/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Completed by someone else');
    await screenshots(admin, 'admin-revoke-dialog');
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await row.getByText('Revoked').waitFor();

    // Found by part of its course's name, among the revoked ones; none among the valid ones.
    await admin.getByRole('searchbox').fill(courseName.slice(7).toLowerCase());
    await admin.getByRole('button', { name: 'Find' }).click();
    await choose(admin, 'Status', 'Revoked');
    await row.getByText('Revoked').waitFor();
    await screenshots(admin, 'admin-certificates-revoked');
    await choose(admin, 'Status', 'Valid');
    await admin.getByText('No certificate matches.').waitFor();

    await student.goto(`${server.url}/verify/${certificateId}`);
    await student.getByRole('heading', { name: 'Revoked' }).waitFor();
    await screenshots(student, 'verify-revoked');

    // Its PDF, which reads as a verified credential, is no longer handed out.
    await student.goto(`${server.url}/user-dashboard/certificates`);
    const card = student.locator('.certificate-card').filter({ hasText: courseName });
    await card.getByText(/^Revoked on .+: it can no longer be downloaded\.$/).waitFor();
    await expect(card.getByRole('link', { name: 'Download PDF' }).count()).resolves.toBe(0);
    const pdf = await student.evaluate(
      async (path) => (await fetch(path)).status,
      `/api/v1/certificates/${certificateId}/pdf`,
    );
    expect(pdf).toBe(409);
    await expectAccessible(student, 'student certificates, one revoked');
    await screenshots(student, 'student-certificates-revoked');
  });
});
