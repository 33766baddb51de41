import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  expectAccessible,
  screenshots,
  startBrowserWorld,
  type BrowserWorld,
} from './support/browser';
import { newAccount, signIn, signUp, type NewAccount } from './support/flows';
import { artifactsDir } from './support/paths';

const PASSWORD = 'classroom123';
const INSTRUCTOR = 'instructor@classroom.test';
const CSRF = { 'X-Requested-With': 'gs-classroom' };

interface ListedCourse {
  _id: string;
  courseName: string;
  courseCategory: string;
  courseImage: string;
  price: number;
  shortDescription: string;
  detailedDescription: string;
  language: string;
  certificate: 'Yes' | 'No';
  lectures: number;
  courseStatus: 0 | 1 | 'rejected';
}

/**
 * The admin's editorial pages with the demo accounts: the users table (search, suspend,
 * reactivate), the revisions queue and its review (a change made meanwhile, then approval),
 * and the overview's counts.
 */
const SUSPENSION_REASON = 'Abusive messages to other students';

describe.runIf(browserAvailable())('admin editorial pages', () => {
  let world: BrowserWorld;
  let admin: Page;
  let instructor: Page;
  const url = (path: string) => `${world.server.url}${path}`;

  beforeAll(async () => {
    world = await startBrowserWorld();
    admin = await (
      await world.browser.newContext({ viewport: { width: 1366, height: 850 } })
    ).newPage();
    instructor = await (await world.browser.newContext()).newPage();
    await signIn(admin, world.server.url, 'admin@classroom.test', PASSWORD);
    await signIn(instructor, world.server.url, INSTRUCTOR, PASSWORD);
  }, 240_000);
  afterAll(async () => world?.stop());

  /** Picks an option of an antd Select by its label. */
  async function choose(label: string, option: string) {
    await admin.getByLabel(label, { exact: true }).click();
    await admin
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
      .click();
  }

  async function confirm(button: string) {
    await admin.getByRole('dialog').getByRole('button', { name: button }).click();
    await admin.getByText('Successfully Done!').first().waitFor();
  }

  /** The instructor changes an approved course's overview through the API, as the form does. */
  async function editOverview(course: ListedCourse, shortDescription: string) {
    const editable = {
      courseName: course.courseName,
      courseCategory: course.courseCategory,
      courseImage: course.courseImage,
      price: course.price,
      detailedDescription: course.detailedDescription,
      language: course.language,
      certificate: course.certificate,
      lectures: course.lectures,
    };
    const answer = await instructor.request.patch(url(`/api/v1/instructor/update/${course._id}`), {
      data: { ...editable, shortDescription },
      headers: CSRF,
    });
    expect(answer.status()).toBe(200);
  }

  describe('the users table', () => {
    let person: NewAccount;
    let personPage: Page;

    beforeAll(async () => {
      person = newAccount('held');
      personPage = await (await world.browser.newContext()).newPage();
      await signUp(personPage, world.server, person);
    }, 120_000);

    it('finds someone by a search run on the server', async () => {
      await admin.goto(url('/admin-dashboard/users'));
      await admin.getByText(/^Page 1 of \d+$/).waitFor();
      const search = admin.getByLabel('Search users by name or email');
      await search.fill(person.email);
      await search.press('Enter');
      await admin.getByRole('heading', { name: 'Total Users: 1' }).waitFor();
      await admin.getByText('Page 1 of 1').waitFor();
      const rows = admin.locator('tbody tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(1);
      await expect(rows.first().textContent()).resolves.toContain(person.name);
    });

    it('suspends them with a reason, mailed to them and kept in the audit log: their session ends; then reactivates them', async () => {
      const row = admin.locator('tbody tr.ant-table-row').filter({ hasText: person.email });
      await row.getByRole('button', { name: `Suspend ${person.name}` }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByText('every session they have ends now').waitFor();
      await dialog.getByText('Are you sure?', { exact: false }).waitFor();
      await dialog.getByLabel('Reason (shown to the person)').fill(SUSPENSION_REASON);
      // At 1366 px only: at 390 px the table, and with it the dialog, becomes cards.
      await admin.screenshot({ path: `${artifactsDir}/admin-users-suspend-dialog-1366.png` });
      const links = await world.server.nextMail('account-suspended', () =>
        confirm('Yes, Suspend!'),
      );
      expect(links).toContain(url('/contact'));
      await row.getByText('Suspended', { exact: true }).waitFor();
      await screenshots(admin, 'admin-users-suspended');

      const refused = await personPage.request.get(url('/api/v1/notifications'));
      expect(refused.status()).toBe(401);

      // The filter by state finds them among the suspended accounts only.
      await choose('Account state', 'Active');
      await admin.getByText('No users match.').waitFor();
      await choose('Account state', 'Suspended');
      await row.getByRole('button', { name: `Reactivate ${person.name}` }).click();
      await confirm('Yes, Reactivate!');
      await row.getByText('Active', { exact: true }).waitFor();
      // Checked once the confirmation has faded out: half transparent, it fails contrast.
      await admin.getByRole('dialog').waitFor({ state: 'hidden' });
      await expectAccessible(admin, 'admin users filtered');

      await admin.goto(url('/admin-dashboard/audit'));
      const entry = admin.locator('.audit-entry').filter({ hasText: 'Account suspended' }).first();
      await entry.getByRole('note').getByText(SUSPENSION_REASON, { exact: false }).waitFor();
      await screenshots(admin, 'admin-audit-suspension');
    });

    it('lays the table out as cards on a phone, within the page', async () => {
      await admin.setViewportSize({ width: 390, height: 844 });
      await admin.goto(url('/admin-dashboard/users'));
      await admin.getByRole('list', { name: 'Users table' }).waitFor();
      const overflow = await admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await admin.setViewportSize({ width: 1366, height: 850 });
    });
  });

  describe('a revision of an approved course', () => {
    let course: ListedCourse;
    const firstChange = 'A shorter path to the same skills';
    const secondChange = 'A shorter path to the same skills, with a project';

    beforeAll(async () => {
      const listed = await instructor.request.get(
        url(`/api/v1/instructor/classes/${encodeURIComponent(INSTRUCTOR)}`),
      );
      const courses = (await listed.json()) as ListedCourse[];
      course = courses.find((candidate) => candidate.courseStatus === 1)!;
      expect(course).toBeDefined();
      await editOverview(course, firstChange);
    });

    it('counts it on the overview, which opens the queue', async () => {
      await admin.goto(url('/admin-dashboard'));
      await admin.waitForURL(/\/admin-dashboard\/overview$/);
      const revisions = admin.getByRole('link', { name: /^Revisions: \d+ pending$/ });
      await revisions.waitFor();
      await admin.getByRole('list', { name: 'Recent activity' }).waitFor();
      await screenshots(admin, 'admin-overview');
      await expectAccessible(admin, 'admin overview');

      // The pending courses' count opens All classes on the pending ones.
      await admin.getByRole('link', { name: /^Pending courses: \d+ pending$/ }).click();
      await admin.waitForURL(/\/admin-dashboard\/classes\?state=pending$/);
      await admin
        .getByRole('button', { name: /^Approve / })
        .first()
        .waitFor();
      await expect(admin.getByRole('button', { name: /^Unpublish / }).count()).resolves.toBe(0);
      await admin.goBack();
      await revisions.click();
      await admin.waitForURL(/\/admin-dashboard\/revisions$/);
    });

    it('lists it in the queue and shows what changed', async () => {
      await admin.getByLabel('Search revisions by course or instructor').fill(course.courseName);
      await admin.getByLabel('Search revisions by course or instructor').press('Enter');
      const review = admin.getByRole('link', {
        name: `Review the changes to ${course.courseName}`,
      });
      await review.waitFor();
      await screenshots(admin, 'admin-revisions');
      await expectAccessible(admin, 'admin revisions');
      await review.click();
      const changes = admin.getByRole('table', { name: 'Changed fields' });
      await changes.getByText(firstChange).waitFor();
      await changes.getByText(course.shortDescription).waitFor();
      await screenshots(admin, 'admin-revision-review');
    });

    it('refuses to approve a revision changed meanwhile, then approves it read again', async () => {
      await editOverview(course, secondChange);
      await admin.getByRole('button', { name: 'Approve revision' }).click();
      await admin.getByRole('button', { name: 'Yes, Approve!' }).click();
      await admin.getByText('This revision changed meanwhile').waitFor();
      const changes = admin.getByRole('table', { name: 'Changed fields' });
      await changes.getByText(secondChange).waitFor();
      await screenshots(admin, 'admin-revision-changed-meanwhile');

      await admin.getByRole('button', { name: 'Approve revision' }).click();
      await confirm('Yes, Approve!');
      await expect.poll(() => admin.getByText('This revision changed meanwhile').count()).toBe(0);
      await expect
        .poll(() => admin.getByRole('button', { name: 'Approve revision' }).count())
        .toBe(0);

      const live = await admin.request.get(url(`/api/v1/course/payment/${course._id}`));
      expect(((await live.json()) as ListedCourse).shortDescription).toBe(secondChange);

      await admin.goto(url('/admin-dashboard/revisions'));
      await admin
        .getByText('No revisions match.')
        .or(admin.getByText(/^Page 1 of \d+$/))
        .waitFor();
      await expect(
        admin.getByRole('link', { name: `Review the changes to ${course.courseName}` }).count(),
      ).resolves.toBe(0);
    });
  });
});
