import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  expectAccessible,
  screenshots,
  startBrowserWorld,
  type BrowserWorld,
} from './support/browser';
import { signIn } from './support/flows';

const PASSWORD = 'classroom123';
const APPLICANT = { name: 'Alice Applicant', email: 'applicant@classroom.test' };
const REASON = 'Tell us which data courses you would teach first.';

/**
 * A rejected application in the browser, with the demo accounts: the admin gives a reason, the
 * applicant reads it on their application page, edits the application and applies again.
 */
describe.runIf(browserAvailable())('a rejected instructor application', () => {
  let world: BrowserWorld;
  let admin: Page;
  let applicant: Page;
  const url = (path: string) => `${world.server.url}${path}`;

  beforeAll(async () => {
    world = await startBrowserWorld();
    admin = await (await world.browser.newContext()).newPage();
    applicant = await (await world.browser.newContext()).newPage();
    await signIn(admin, world.server.url, 'admin@classroom.test', PASSWORD);
    await signIn(applicant, world.server.url, APPLICANT.email, PASSWORD);
  }, 240_000);
  afterAll(async () => world?.stop());

  it('1. the admin rejects the application with a reason', async () => {
    await admin.goto(url('/admin-dashboard/request'));
    const row = admin.getByRole('row').filter({ hasText: APPLICANT.name });
    await row.getByRole('button', { name: `Reject ${APPLICANT.name}` }).click();
    await admin.getByLabel(/Reason/).fill(REASON);
    await admin.getByRole('button', { name: 'Yes, Reject!' }).click();
    await admin.getByText('Successfully Done!').first().waitFor();
  });

  it('2. the applicant reads the reason on the application page and applies again', async () => {
    await applicant.goto(url('/join-as-instructor'));
    const note = applicant.getByRole('note', { name: 'Why it was not approved' });
    await note.waitFor();
    expect(await note.textContent()).toContain(REASON);
    await expectAccessible(applicant, 'rejected application');
    await screenshots(applicant, 'application-rejected');

    await applicant.getByLabel('Current job title').fill('Data Analyst and Trainer');
    await applicant.getByRole('button', { name: 'submit for review' }).click();
    await applicant.getByRole('button', { name: 'Yes, Apply Now!' }).click();
    await applicant.getByText('Your application is under review.').waitFor();
    expect(await note.count()).toBe(0);
  });
});
