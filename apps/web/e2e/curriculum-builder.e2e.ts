import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

const INSTRUCTOR = 'instructor@classroom.test';
const PASSWORD = 'classroom123';
const APPROVED_COURSE = 'Node.js APIs with Koa and SQL';

/** Three seconds of ffmpeg's test picture as H.264 in MP4. */
function aVideo(): Buffer {
  const folder = mkdtempSync(path.join(tmpdir(), 'classroom-video-'));
  const file = path.join(folder, 'clip.mp4');
  try {
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x180:rate=10'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ]);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The smallest file whose first bytes say PDF. */
const A_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface CurriculumAnswer {
  sections: {
    title: string;
    lessons: { title: string; kind: string; preview: boolean; durationSeconds: number }[];
  }[];
}

/**
 * The instructor's curriculum builder in the browser: two sections with an article, a quiz, a
 * preview lesson and an uploaded video, reordered from the keyboard and kept after a reload;
 * then an edit of an approved course, which waits for review.
 */
describe.runIf(browserAvailable())('curriculum builder', () => {
  let world: BrowserWorld;
  let page: Page;
  let courseId = '';
  const url = (where: string) => `${world.server.url}${where}`;
  const courseName = `Bookkeeping basics ${Date.now()}`;

  beforeAll(async () => {
    world = await startBrowserWorld();
    page = await (
      await world.browser.newContext({ viewport: { width: 1366, height: 900 } })
    ).newPage();
    await signIn(page, world.server.url, INSTRUCTOR, PASSWORD);
  }, 240_000);
  afterAll(async () => world?.stop());

  async function confirmDialog(button: string) {
    await page.getByRole('dialog').getByRole('button', { name: button }).click();
  }

  async function addSection(title: string) {
    await page.getByRole('button', { name: 'Add a section' }).click();
    await page.getByLabel('Section title').fill(title);
    await page.getByRole('button', { name: 'Add section' }).click();
    await page
      .getByRole('heading', { name: `Section`, exact: false })
      .filter({ hasText: title })
      .waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  }

  async function openLessonEditor(section: string, title: string, kind: string) {
    await page.getByRole('button', { name: `Add a lesson to section '${section}'` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Lesson title').fill(title);
    await dialog.getByText(kind, { exact: true }).click();
    return dialog;
  }

  async function saveLesson(title: string) {
    await page.getByRole('button', { name: 'Save lesson' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.locator('.curriculum-lesson__title', { hasText: title }).waitFor();
  }

  const lessonTitles = () => page.locator('.curriculum-lesson__title').allTextContents();
  const sectionTitles = () => page.locator('.curriculum-section__title').allTextContents();

  async function savedCurriculum(): Promise<CurriculumAnswer> {
    const answer = await page.request.get(url(`/api/v1/instructor/courses/${courseId}/curriculum`));
    expect(answer.status()).toBe(200);
    return (await answer.json()) as CurriculumAnswer;
  }

  it('1. the instructor adds a course and opens its curriculum from the course card', async () => {
    await page.goto(url('/teacher-dashboard/add'));
    await page.getByLabel('Course Name').fill(courseName);
    await page.getByLabel('Course Overview').fill('Keep the books of a small shop');
    await page.getByLabel('Course Image URL').fill('https://images.example/course.png');
    await page.getByLabel('Category').selectOption('Business');
    await page.getByLabel('Total Lessons').fill('4');
    await page.getByLabel('Certificate').selectOption('Yes');
    await page.getByLabel('Course Price').fill('10');
    await page.getByLabel('Course Language').fill('English');
    await page.getByLabel('Course Details').fill('Stock, pricing, customers and the books.');
    await page.getByRole('button', { name: 'Add Course' }).click();
    await confirmDialog('Yes, Add This Course!');
    await page.getByText('Successfully Submitted!').first().waitFor();

    await page.goto(url('/teacher-dashboard/classes'));
    await page.getByRole('link', { name: `Curriculum of ${courseName}` }).waitFor();
    await screenshots(page, 'curriculum-course-cards');
    await page.getByRole('link', { name: `Curriculum of ${courseName}` }).click();
    await page.waitForURL(/\/teacher-dashboard\/curriculum\/[\w-]+$/);
    courseId = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: `Curriculum: ${courseName}` }).waitFor();
    await page.getByText('This course waits for an admin’s approval').waitFor();
  });

  it('2. builds two sections with an article, a preview lesson, an uploaded video and a quiz', async () => {
    await addSection('Getting started');
    await addSection('Going further');

    const article = await openLessonEditor('Getting started', 'Welcome', 'Article');
    await article
      .getByLabel('Article (Markdown)')
      .fill('## Hello\n\nWelcome **aboard**.\n\n<b>raw</b>');
    await article.getByRole('tab', { name: 'Preview' }).click();
    const preview = article.getByRole('region', { name: 'Article preview' });
    await preview.locator('strong', { hasText: 'aboard' }).waitFor();
    await expect(preview.locator('b').count()).resolves.toBe(0);
    await screenshots(page, 'curriculum-article-preview');
    await article.getByLabel('Duration (minutes:seconds)').fill('2:00');
    await article.getByRole('switch', { name: 'Free preview' }).click();
    await saveLesson('Welcome');

    const video = await openLessonEditor('Getting started', 'Intro video', 'Video');
    // The server's refusal reads clearly, on its field.
    await video.getByText('YouTube or Vimeo link').click();
    await video.getByLabel('Video link').fill('https://example.com/watch');
    await video.getByLabel('Duration (minutes:seconds)').fill('1:00');
    await page.getByRole('button', { name: 'Save lesson' }).click();
    await video
      .getByText('Video link must be a YouTube or Vimeo https:// address of one video')
      .first()
      .waitFor();
    await screenshots(page, 'curriculum-video-refused');
    await video.getByText('Upload a video').click();
    await video.getByLabel('Duration (minutes:seconds)').fill('');
    await video
      .locator('input[type="file"]')
      .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: aVideo() });
    await video.getByText('Uploaded: clip.mp4').waitFor({ timeout: 30_000 });
    // The browser read the video's length before it was sent.
    await expect
      .poll(() => video.getByLabel('Duration (minutes:seconds)').inputValue())
      .toBe('0:03');
    await saveLesson('Intro video');

    const quiz = await openLessonEditor('Going further', 'Check yourself', 'Quiz');
    await quiz.getByLabel('Question 1 text').fill('Which book records every sale?');
    await quiz.getByLabel('Answer 1 of question 1', { exact: true }).fill('The journal');
    await quiz.getByLabel('Answer 2 of question 1', { exact: true }).fill('The atlas');
    // A refusal reads clearly: no answer marked right.
    await quiz.getByRole('checkbox', { name: 'Several answers are right' }).check();
    await quiz.getByRole('checkbox', { name: 'Answer 1 of question 1 is right' }).uncheck();
    await page.getByRole('button', { name: 'Save lesson' }).click();
    await quiz.getByText('Question 1: mark the right answer').first().waitFor();
    await quiz.getByRole('checkbox', { name: 'Answer 1 of question 1 is right' }).check();
    await quiz.getByLabel('Pass mark (%)').fill('50');
    await quiz.getByLabel('Attempts allowed (empty: no limit)').fill('3');
    await screenshots(page, 'curriculum-quiz-editor');
    await saveLesson('Check yourself');

    const file = await openLessonEditor('Going further', 'Cheat sheet', 'Downloadable file');
    await file.locator('input[type="file"]').setInputFiles({
      name: 'cheat-sheet.pdf',
      mimeType: 'application/pdf',
      buffer: A_PDF,
    });
    await file.getByText('Uploaded: cheat-sheet.pdf').waitFor({ timeout: 30_000 });
    await saveLesson('Cheat sheet');

    expect(await lessonTitles()).toEqual([
      'Welcome',
      'Intro video',
      'Check yourself',
      'Cheat sheet',
    ]);
    const saved = await savedCurriculum();
    expect(saved.sections.map((s) => s.lessons.map((l) => [l.title, l.kind, l.preview]))).toEqual([
      [
        ['Welcome', 'article', true],
        ['Intro video', 'video', false],
      ],
      [
        ['Check yourself', 'quiz', false],
        ['Cheat sheet', 'file', false],
      ],
    ]);
    expect(saved.sections[0]!.lessons[1]!.durationSeconds).toBe(3);
    await expectAccessible(page, 'curriculum builder');
    await screenshots(page, 'curriculum-builder');
    // On a phone nothing scrolls sideways and every action stays in sight.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() =>
        page.evaluate(() => ({
          sideways: document.scrollingElement!.scrollWidth > window.innerWidth,
          hidden: [...document.querySelectorAll('.curriculum :is(button, a)')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.left < 0 || box.right > window.innerWidth);
            })
            .map((element) => element.getAttribute('aria-label') ?? element.textContent),
        })),
      )
      .toEqual({ sideways: false, hidden: [] });
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('3. reorders from the keyboard, and the order is kept after a reload', async () => {
    // The arrow buttons: the video moves before the article.
    await page.getByRole('button', { name: "Move lesson 'Intro video' up" }).focus();
    await page.keyboard.press('Enter');
    await page.getByText("Moved lesson 'Intro video' up.").waitFor();
    // The drag handle from the keyboard: Space picks the section up, an arrow moves it, Space drops it.
    await page.getByRole('button', { name: "Drag section 'Going further'" }).focus();
    await page.keyboard.press('Space');
    await page.getByText("Picked up section 'Going further'.").waitFor({ state: 'attached' });
    // dnd-kit starts listening for the arrows on a timer after the pick-up, which a busy
    // browser may run after the next key: press again, as a person would, until it moves.
    const over = page.getByText("section 'Going further' is over section 'Getting started'.");
    await expect
      .poll(
        async () => {
          await page.keyboard.press('ArrowUp');
          return over.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.keyboard.press('Space');
    await expect
      .poll(sectionTitles)
      .toEqual(['Section 1: Going further', 'Section 2: Getting started']);
    await expect
      .poll(async () => (await savedCurriculum()).sections.map((s) => s.title))
      .toEqual(['Going further', 'Getting started']);

    await page.reload();
    // The page loads again first: longer than a poll's default second on a busy machine.
    await expect
      .poll(sectionTitles, { timeout: 15_000 })
      .toEqual(['Section 1: Going further', 'Section 2: Getting started']);
    expect(await lessonTitles()).toEqual([
      'Check yourself',
      'Cheat sheet',
      'Intro video',
      'Welcome',
    ]);
  });

  it('4. an edit of an approved course waits for review while students see the approved version', async () => {
    await page.goto(url('/teacher-dashboard/classes'));
    await page.getByRole('link', { name: `Curriculum of ${APPROVED_COURSE}` }).click();
    await page.waitForURL(/\/teacher-dashboard\/curriculum\/[\w-]+$/);
    const approvedId = page.url().split('/').pop()!;
    await page.getByText('This course is approved: changes you make here wait').waitFor();
    await addSection('Bonus material');
    // A video uploaded before is chosen again from the library.
    const video = await openLessonEditor('Bonus material', 'The same clip', 'Video');
    await video.getByLabel('Duration (minutes:seconds)').fill('0:03');
    await video.getByLabel('Or choose a video you uploaded before').click();
    await page.locator('.ant-select-item-option', { hasText: 'clip.mp4' }).click();
    await video.getByText('Uploaded: clip.mp4').waitFor();
    await saveLesson('The same clip');
    await page
      .getByText('Your changes wait for review; students see the approved version.')
      .first()
      .waitFor();
    await screenshots(page, 'curriculum-approved-waiting');

    const outline = await page.request.get(url(`/api/v1/outlines/${approvedId}`));
    const live = (await outline.json()) as CurriculumAnswer;
    expect(live.sections.map((s) => s.title)).not.toContain('Bonus material');
  });
  it('5. edits a lesson, marks a preview from its row, renames a section, deletes a lesson and drags one', async () => {
    await page.goto(url(`/teacher-dashboard/curriculum/${courseId}`));
    await page.getByRole('button', { name: "Edit lesson 'Welcome'" }).click();
    const editor = page.getByRole('dialog');
    await expect
      .poll(() => editor.getByLabel('Article (Markdown)').inputValue())
      .toContain('Welcome **aboard**.');
    await editor.getByLabel('Lesson title').fill('Welcome aboard');
    await saveLesson('Welcome aboard');

    await page.getByRole('switch', { name: 'Free preview of Intro video' }).click();
    await page.getByRole('button', { name: "Rename section 'Going further'" }).click();
    await page.getByLabel('Section title').fill('Practice');
    await page.getByRole('dialog').getByRole('button', { name: 'Rename section' }).click();
    await page.getByRole('heading', { name: 'Section 1: Practice' }).waitFor();

    await page.getByRole('button', { name: "Delete lesson 'Cheat sheet'" }).click();
    await confirmDialog('Yes, delete it!');
    await expect.poll(lessonTitles).toEqual(['Check yourself', 'Intro video', 'Welcome aboard']);

    const saved = await savedCurriculum();
    expect(saved.sections.map((s) => s.title)).toEqual(['Practice', 'Getting started']);
    expect(saved.sections[1]!.lessons.map((l) => [l.title, l.preview])).toEqual([
      ['Intro video', true],
      ['Welcome aboard', true],
    ]);

    // Dragged with the pointer by its handle, onto the last lesson of the other section,
    // once the confirmation has gone from over the page.
    await expect.poll(() => page.locator('.ant-modal-wrap').count()).toBe(0);
    const from = await page
      .getByRole('button', { name: "Drag lesson 'Check yourself'" })
      .boundingBox();
    const to = await page
      .locator('.curriculum-lesson', { hasText: 'Welcome aboard' })
      .boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + 10, from!.y + 10, { steps: 5 });
    await page.mouse.move(to!.x + 40, to!.y + to!.height / 2, { steps: 20 });
    await page.mouse.up();
    await expect.poll(lessonTitles).toEqual(['Intro video', 'Check yourself', 'Welcome aboard']);
    await expect
      .poll(async () => (await savedCurriculum()).sections.map((s) => s.lessons.length))
      .toEqual([0, 3]);
  });
});
