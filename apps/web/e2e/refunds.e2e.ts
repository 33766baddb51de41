import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, expectAccessible, launchBrowser, screenshots } from './support/browser';
import { payOnPaymentPage, signIn } from './support/flows';
import { anApprovedOneLessonCourse } from './support/one-lesson-course';
import { api } from './support/page-api';
import { startServer, type RunningServer } from './support/server';

const PASSWORD = 'classroom123';
const PRICE = 19.99;

/** "$13.99", "-$13.99": how the money pages print cents. */
const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')}`;

/** The cells of a CSV line (quoted cells may hold commas). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

describe.skipIf(!browserAvailable())('a refund', () => {
  let server: RunningServer;
  let browser: Browser;
  let student: Page;
  let admin: Page;
  let instructor: Page;
  const courseName = `Refundable Course ${Date.now()}`;
  let courseId = '';
  let lessonPath = '';
  // A second course, finished while its refund request waits: what the admin must see.
  const finishedName = `Finished Course ${Date.now()}`;
  let finishedId = '';
  let finishedLesson = '';

  const signedIn = async (email: string): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 850 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, server.url, email, PASSWORD);
    return page;
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    instructor = await signedIn('instructor@classroom.test');
    admin = await signedIn('admin@classroom.test');
    student = await signedIn('student@classroom.test');

    // Two paid courses with a certificate and one lesson each, through the API.
    const course = await anApprovedOneLessonCourse(instructor, admin, {
      courseName,
      courseCategory: 'Computer Science',
      price: PRICE,
      certificate: 'Yes',
      shortDescription: 'Bought and refunded',
      detailedDescription: 'One article, and a refund.',
    });
    courseId = course.courseId;
    lessonPath = `/user-dashboard/learn/${courseId}/${course.lessonId}`;
    const finished = await anApprovedOneLessonCourse(instructor, admin, {
      courseName: finishedName,
      courseCategory: 'Computer Science',
      price: PRICE,
      certificate: 'Yes',
      shortDescription: 'Bought, finished, not refunded',
      detailedDescription: 'One article, a certificate, and a refund asked too late.',
    });
    finishedId = finished.courseId;
    finishedLesson = finished.lessonId;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is bought with the test card', async () => {
    for (const id of [courseId, finishedId]) {
      await student.goto(`${server.url}/payment/${id}`);
      await student.getByText(`Payment: $${PRICE}`).waitFor();
      await payOnPaymentPage(student);
      await student.waitForURL(new RegExp(`/course/${id}$`));
    }
  });

  it('shows the rules and the eligibility before the student asks, then the pending request', async () => {
    await student.goto(`${server.url}/user-dashboard/class`);
    const ask = student.getByRole('link', { name: `Request a refund of ${courseName}` });
    await ask.waitFor();
    await screenshots(student, 'student-classes');
    await ask.click();
    await student.waitForURL(new RegExp(`/user-dashboard/details/${courseId}\\?refund=ask$`));
    const dialog = student.getByRole('dialog');
    await dialog
      .getByText(/asked once, within 30 days of paying \(until .+\), while progress stays below/)
      .waitFor();
    await dialog.getByText('Your progress: 0%.', { exact: false }).waitFor();
    await dialog.getByText('This enrollment may be refunded.').waitFor();
    await dialog.getByLabel('Why? (optional, shown to the admins)').fill('Not what I expected');
    await screenshots(student, 'student-refund-dialog');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await student.getByRole('status').getByText('Pending').waitFor();
    await student.getByText('Your request awaits an admin’s decision.').waitFor();
    await expectAccessible(student, 'student refund');
    await screenshots(student, 'student-refund-pending');
  });

  it('shows the admin what was consumed since the request: no approval, a decline with its reason', async () => {
    // The student asks, then finishes the course (its certificate is issued) and reopens the
    // lesson: 0% now, 100% at its highest.
    const enrollments = await api<{ _id: string; courseId: string }[]>(
      student,
      'GET',
      '/api/v1/enrollments/student@classroom.test',
    );
    const enrollment = enrollments.find((entry) => entry.courseId === finishedId)!;
    await api(student, 'POST', `/api/v1/enrollments/${enrollment._id}/refund-requests`, {
      reason: 'Changed my mind',
    });
    const lesson = `/api/v1/learn/${finishedId}/lessons/${finishedLesson}`;
    await api(student, 'GET', lesson);
    await api(student, 'POST', `${lesson}/complete`);
    await api(student, 'POST', `${lesson}/incomplete`);

    await admin.goto(`${server.url}/admin-dashboard/refunds`);
    const row = admin.getByRole('row').filter({ hasText: finishedName });
    const facts = row.getByRole('list', { name: 'What the student has taken of the course' });
    await facts.getByText('Progress 0% (highest 100%)').waitFor();
    await facts.getByText('0 of 1 lesson completed').waitFor();
    await facts.getByText(/^Completed /).waitFor();
    await facts.getByText(/^Certificate GSC-.+ issued$/).waitFor();
    await row.getByText('The student completed the course: it cannot be refunded.').waitFor();
    await expect(
      row.getByRole('button', { name: /^Approve the refund/ }).isDisabled(),
    ).resolves.toBe(true);
    await expectAccessible(admin, 'admin refunds with consumption');
    await screenshots(admin, 'admin-refunds-consumed');

    await row.getByRole('button', { name: /^Decline the refund/ }).click();
    const decline = admin.getByRole('dialog');
    await decline
      .getByLabel(/reason/i)
      .fill('You completed the course and earned its certificate.');
    await decline.getByRole('button', { name: 'Decline', exact: true }).click();
    await decline.waitFor({ state: 'hidden' });
    await row.getByText('Declined').waitFor();

    // The student reads the reason, and cannot ask again.
    await student.goto(`${server.url}/user-dashboard/details/${finishedId}`);
    await student.getByRole('status').getByText('Declined').waitFor();
    await student
      .getByText('Reason: You completed the course and earned its certificate.')
      .waitFor();
    await expect(
      student.getByRole('button', { name: `Request a refund of ${finishedName}` }).count(),
    ).resolves.toBe(0);
    await expectAccessible(student, 'student refund declined');
    await screenshots(student, 'student-refund-declined');
    // The rules, asked for again: progress at its highest, and the decline as the answer.
    await student.goto(`${server.url}/user-dashboard/details/${finishedId}?refund=ask`);
    const dialog = student.getByRole('dialog');
    await dialog
      .getByText('Your progress: 0% (highest reached: 100%).', { exact: false })
      .waitFor();
    await dialog.getByText('A refund for this enrollment was requested and declined.').waitFor();
    await screenshots(student, 'student-refund-refused');
  });

  it('is approved by an admin in the refund queue, pending first', async () => {
    await admin.goto(`${server.url}/admin-dashboard/overview`);
    await admin.getByRole('link', { name: /^Refund requests: [1-9]\d* pending$/ }).click();
    await admin.waitForURL(/\/admin-dashboard\/refunds$/);
    await admin.getByText('A student may ask within 30 days of paying', { exact: false }).waitFor();
    await admin.getByRole('switch').waitFor();
    const row = admin.getByRole('row').filter({ hasText: courseName });
    await row.getByText('Not what I expected', { exact: false }).waitFor();
    await row.getByText('Sam Student').waitFor();
    await expectAccessible(admin, 'admin refunds');
    await screenshots(admin, 'admin-refunds');

    // Declining names the student and the course, with Cancel focused; this one is cancelled.
    await row.getByRole('button', { name: /^Decline the refund/ }).click();
    const decline = admin.getByRole('dialog');
    await decline.getByText(`Decline the refund of ${courseName} for Sam Student`).waitFor();
    await expect
      .poll(() =>
        decline
          .getByRole('button', { name: 'Cancel' })
          .evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    await decline.getByRole('button', { name: 'Decline', exact: true }).click();
    await decline.getByRole('alert').waitFor();
    await screenshots(admin, 'admin-refund-decline');
    await decline.getByRole('button', { name: 'Cancel' }).click();
    await decline.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: /^Approve the refund/ }).click();
    await admin.getByRole('button', { name: 'Yes, refund' }).click();
    await row.getByText('Refunded').waitFor();
  });

  it("ends the student's access", async () => {
    await student.goto(`${server.url}/user-dashboard/details/${courseId}`);
    await student.getByRole('status').getByText('Refunded').waitFor();
    await screenshots(student, 'student-refund-refunded');

    await student.goto(`${server.url}${lessonPath}`);
    await student.getByText('Enroll in this course to open this lesson.').waitFor();
    await expect(student.getByText('The whole course in one article.').count()).resolves.toBe(0);
    await screenshots(student, 'player-after-refund');

    // The refunded payment no longer counts: the course page offers to buy it again.
    await student.goto(`${server.url}/course/${courseId}`);
    await student.getByRole('link', { name: 'Pay for enrollment' }).waitFor();
    await expect(
      student.getByRole('link', { name: 'Continue', exact: true }).count(),
    ).resolves.toBe(0);
  });

  it('shows the admins the payment as refunded, the revenue and the payouts page', async () => {
    await admin.goto(`${server.url}/admin-dashboard/payments`);
    await admin.getByLabel("Student's name or e-mail").fill('student@classroom.test');
    await admin.getByLabel("Student's name or e-mail").press('Enter');
    const row = admin.getByRole('row').filter({ hasText: courseName });
    await row.getByText('Refunded').waitFor();
    await row.getByRole('cell', { name: dollars(1999), exact: true }).waitFor();
    await expectAccessible(admin, 'admin payments');
    await screenshots(admin, 'admin-payments');

    await admin.goto(`${server.url}/admin-dashboard/revenue`);
    await admin.getByText('Sales', { exact: true }).waitFor();
    await admin.getByText('Refunds', { exact: true }).first().waitFor();
    await expectAccessible(admin, 'admin revenue');
    await screenshots(admin, 'admin-revenue');

    await admin.goto(`${server.url}/admin-dashboard/payouts`);
    await admin.getByLabel('Instructor').click();
    await admin.keyboard.type('instructor@classroom.test');
    await admin
      .locator('.ant-select-item-option')
      .filter({ hasText: 'instructor@classroom.test' })
      .click();
    await admin.getByText('Available', { exact: true }).waitFor();
    const available = await admin
      .locator('.money-figure')
      .filter({ hasText: 'Available' })
      .locator('dd')
      .textContent();
    const availableCents = Math.round(Number(available!.replace(/[$,]/g, '')) * 100);
    await admin.getByLabel('Amount (USD)').fill(((availableCents + 100) / 100).toFixed(2));
    await admin.getByLabel('Reference', { exact: true }).fill('TRANSFER-1');
    await admin.getByRole('button', { name: 'Record payout' }).click();
    await admin.getByText(`At most ${dollars(availableCents)} is available`).waitFor();
    // The pointer off the button: axe reads its resting colours, not its hover shade.
    await admin.mouse.move(0, 0);
    await expectAccessible(admin, 'admin payouts');
    await screenshots(admin, 'admin-payouts');

    // A payout within the balance lowers it and shows in the history.
    if (availableCents >= 100) {
      await admin.getByLabel('Amount (USD)').fill('1.00');
      await admin.getByRole('button', { name: 'Record payout' }).click();
      const history = admin.getByRole('region', { name: 'Payout history' });
      await history.getByText('TRANSFER-1').waitFor();
      await history.getByText(dollars(100)).waitFor();
      await admin
        .locator('.money-figure')
        .filter({ hasText: 'Available' })
        .getByText(dollars(availableCents - 100))
        .waitFor();
      await screenshots(admin, 'admin-payouts-recorded');

      // The history is searched by reference on the server.
      const search = admin.getByLabel('Search payouts by reference or method');
      await search.fill('no-such-transfer');
      await search.press('Enter');
      await admin.getByText('Their payouts: 0').waitFor();
      await search.fill('transfer-1');
      await search.press('Enter');
      await history.getByText('TRANSFER-1').waitFor();
    }
  });

  it("shows the instructor the sale and its reversal, and a CSV with the page's rows", async () => {
    await instructor.goto(`${server.url}/teacher-dashboard/earnings`);
    await instructor.getByText('Pending', { exact: true }).waitFor();
    const table = instructor.locator('.money-statement');
    const ours = table.getByRole('row').filter({ hasText: courseName });
    await expect.poll(() => ours.count()).toBe(2);
    await ours.filter({ hasText: 'Sale' }).getByText(dollars(1399)).waitFor();
    await ours.filter({ hasText: 'Refund' }).getByText(dollars(-1399)).waitFor();
    await expectAccessible(instructor, 'instructor earnings');
    await screenshots(instructor, 'instructor-earnings');

    const onPage = await table.locator('tbody tr[data-row-key]').evaluateAll((rows) =>
      rows.map((row) => ({
        id: row.getAttribute('data-row-key'),
        amount: row.querySelectorAll('td')[2]?.textContent,
      })),
    );
    const [download] = await Promise.all([
      instructor.waitForEvent('download'),
      instructor.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('earnings-statement.csv');
    const [header, ...lines] = (await readFile((await download.path())!, 'utf8'))
      .split('\r\n')
      .filter(Boolean);
    const columns = csvCells(header!);
    const inCsv = lines.map((line) => {
      const cells = csvCells(line);
      return {
        id: cells[columns.indexOf('_id')]!,
        amount: dollars(Number(cells[columns.indexOf('amountCents')])),
      };
    });
    // The page shows 20 rows at a time; those it shows are the CSV's first ones.
    expect(onPage.length).toBeGreaterThanOrEqual(2);
    expect(inCsv.slice(0, onPage.length)).toEqual(onPage);
    if (inCsv.length <= 20) expect(onPage).toHaveLength(inCsv.length);
  });
});
