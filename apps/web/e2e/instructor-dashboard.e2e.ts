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

/** The instructor's own dashboard with the demo instructor: "My classes" run on the server. */
describe.runIf(browserAvailable())("the instructor's dashboard", () => {
  let world: BrowserWorld;
  let instructor: Page;
  let admin: Page;
  const url = (path: string) => `${world.server.url}${path}`;

  beforeAll(async () => {
    world = await startBrowserWorld();
    instructor = await (await world.browser.newContext()).newPage();
    await signIn(instructor, world.server.url, 'instructor@classroom.test', PASSWORD);
    admin = await (await world.browser.newContext()).newPage();
    await signIn(admin, world.server.url, 'admin@classroom.test', PASSWORD);
  }, 240_000);
  afterAll(async () => world?.stop());

  it('searches, filters and sorts "My classes" on the server', async () => {
    await instructor.goto(url('/teacher-dashboard/classes'));
    await instructor.getByRole('heading', { name: /^My Added Classes: \d+$/ }).waitFor();
    await instructor.getByText(/^Page 1 of \d+$/).waitFor();
    await expectAccessible(instructor, 'instructor classes');
    await screenshots(instructor, 'instructor-classes');

    const search = instructor.getByLabel('Search your classes by name');
    await search.fill('JavaScript');
    await search.press('Enter');
    await instructor.getByRole('heading', { name: 'My Added Classes: 1' }).waitFor();
    await instructor.getByText('Modern JavaScript from Scratch').waitFor();

    await search.fill('');
    await search.press('Enter');
    await instructor.getByLabel('Status').click();
    await instructor.getByTitle('Pending', { exact: true }).click();
    await instructor.getByRole('heading', { name: /^My Added Classes: [1-5]$/ }).waitFor();
    const cards = instructor.locator('.dash-card-grid .ant-card');
    for (const card of await cards.all()) expect(await card.textContent()).toContain('Pending');
    await screenshots(instructor, 'instructor-classes-filtered');
  });

  it("shows a course's completion rate, drop-off by lesson and students' progress", async () => {
    await instructor.goto(url('/teacher-dashboard/classes'));
    const card = instructor
      .locator('.dash-card-grid .ant-card')
      .filter({ hasText: 'Modern JavaScript from Scratch' });
    await card.getByRole('link', { name: /See Details/ }).click();
    await instructor.waitForURL(/\/teacher-dashboard\/details\//);
    await instructor.getByText('Completion Rate').waitFor();
    const chart = instructor.locator('.dash-drop-off');
    await chart.getByText('Drop-off by lesson').waitFor();
    expect(await chart.locator('li').count()).toBeGreaterThan(1);
    const students = instructor.getByRole('region', { name: 'Students table' });
    await students.getByText('Sam Student').waitFor();
    await students.getByText(/\d+%/).first().waitFor();
    await expectAccessible(instructor, 'instructor class details');
    await screenshots(instructor, 'instructor-class-details');

    // The students are searched, filtered and sorted on the server; the figures stay whole.
    const rate = await instructor.locator('.dash-figures').textContent();
    const search = instructor.getByLabel('Search students by name or email');
    await search.fill('sam');
    await search.press('Enter');
    await instructor.getByLabel('Sort', { exact: true }).click();
    await instructor.getByTitle('Progress, high to low', { exact: true }).click();
    await students.getByText('Sam Student').waitFor();
    await instructor.getByLabel('Progress state').click();
    await instructor.getByTitle('Not started', { exact: true }).click();
    await instructor.getByText('No student matches.').waitFor();
    expect(await instructor.locator('.dash-figures').textContent()).toBe(rate);
    await screenshots(instructor, 'instructor-class-details-filtered');
    await instructor.getByLabel('Progress state').click();
    await instructor.getByTitle('Every student', { exact: true }).click();
    await students.getByText('Sam Student').waitFor();
  });

  it("lets the instructor write What you'll learn; on an approved course it waits for review", async () => {
    const course = 'React and TypeScript: Building Real Apps';
    const items = ['Type a React app end to end', 'Test components as users use them'];
    await instructor.goto(url('/teacher-dashboard/classes'));
    const update = instructor.getByRole('link', { name: `Update ${course}` });
    const courseId = (await update.getAttribute('href'))!.split('/').pop()!;
    await update.click();
    const field = instructor.getByLabel("What you'll learn");
    await field.fill(items.join('\n'));
    await screenshots(instructor, 'instructor-update-outcomes');
    await instructor.getByRole('button', { name: 'Update Course' }).click();
    await instructor.getByRole('button', { name: 'Yes, Update This Course!' }).click();
    await instructor.getByText('Successfully Updated!').first().waitFor();

    // The approved course keeps the standard list until an admin approves the change.
    await instructor.goto(url(`/course/${courseId}`));
    await instructor.getByText('Core concepts explained from the ground up').waitFor();

    await admin.goto(url(`/admin-dashboard/review/${courseId}`));
    const changes = admin.getByRole('table', { name: 'Changed fields' });
    await changes.getByRole('rowheader', { name: "What you'll learn" }).waitFor();
    await screenshots(admin, 'review-outcomes');
    await admin.getByRole('button', { name: 'Approve revision' }).click();
    await admin.getByRole('button', { name: 'Yes, Approve!' }).click();
    await admin.getByText('Successfully Done!').first().waitFor();

    await instructor.goto(url(`/course/${courseId}`));
    await instructor.getByText(items[0]!).waitFor();
    await instructor.getByText(items[1]!).waitFor();
    expect(await instructor.getByText('Core concepts explained from the ground up').count()).toBe(
      0,
    );
    await expectAccessible(instructor, 'course page with its own outcomes');
    await screenshots(instructor, 'course-page-outcomes');
  });
});
