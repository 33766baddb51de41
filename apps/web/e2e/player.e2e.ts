import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@classroom/http-contract';
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
import { artifactsDir } from './support/paths';
import { api } from './support/page-api';

const PASSWORD = 'classroom123';
const VIDEO_SECONDS = 6;

/** Six seconds of ffmpeg's test picture as WebM, which every Chromium plays. */
function aVideo(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'classroom-player-'));
  const file = path.join(folder, 'welcome.webm');
  try {
    execFileSync('ffmpeg', [
      ...[
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        `testsrc=duration=${VIDEO_SECONDS}:size=320x180:rate=10`,
      ],
      ...['-c:v', 'libvpx', '-b:v', '200k', file],
    ]);
    return readFileSync(file).toString('base64');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A one-page PDF, as small as a PDF gets. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
).toString('base64');

/** A tus upload from the signed-in page (creation, then one PATCH), as the uploader does it. */
async function upload(page: Page, base64: string, filename: string, kind: string) {
  const assetId = await page.evaluate(
    async ({ base64, filename, kind, csrf }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const common = { 'Tus-Resumable': '1.0.0', [csrf[0]]: csrf[1] };
      const created = await fetch('/api/v1/uploads', {
        method: 'POST',
        headers: {
          ...common,
          'Upload-Length': String(bytes.length),
          'Upload-Metadata': `filename ${btoa(filename)},kind ${btoa(kind)}`,
        },
      });
      if (created.status !== 201) throw new Error(`upload: ${created.status}`);
      const location = created.headers.get('Location')!;
      const sent = await fetch(location, {
        method: 'PATCH',
        headers: {
          ...common,
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
        },
        body: bytes,
      });
      if (sent.status !== 204) throw new Error(`upload: ${sent.status} ${await sent.text()}`);
      return sent.headers.get('X-Asset-Id') ?? location.split('/').pop()!;
    },
    { base64, filename, kind, csrf: [CSRF_HEADER, CSRF_HEADER_VALUE] },
  );
  // Processed in the background: ready once its type, duration and poster are known.
  await page.waitForFunction(
    async (id) => {
      const answer = await fetch(`/api/v1/media/${id}`);
      return ((await answer.json()) as { status: string }).status === 'ready';
    },
    assetId,
    { polling: 200, timeout: 60_000 },
  );
  return assetId;
}

interface LessonStanding {
  standing: { watchedSeconds: number; lastPositionSeconds: number; status: string };
}

/**
 * The student's side of a course, in Chromium on a fresh database: the curriculum on the course
 * page, a preview played before enrolling, a video watched (and counted by the server) with
 * a resume after reloading, an article completed and reopened, a quiz failed then passed, the
 * finish screen at 100%, and the instructor's figures counting it.
 */
describe.runIf(browserAvailable())('the course player', () => {
  let world: BrowserWorld;
  let student: Page;
  let instructor: Page;
  let courseId = '';
  let videoLessonId = '';
  const courseName = `Player Basics ${Date.now()}`;
  const url = (path: string) => `${world.server.url}${path}`;
  const video = () => student.locator('video');
  const currentTime = () => video().evaluate((element: HTMLVideoElement) => element.currentTime);

  beforeAll(async () => {
    const base64 = aVideo();
    world = await startBrowserWorld();
    instructor = await (await world.browser.newContext()).newPage();
    const admin = await (await world.browser.newContext()).newPage();
    student = await (
      await world.browser.newContext({ viewport: { width: 1366, height: 850 } })
    ).newPage();
    await signIn(instructor, world.server.url, 'instructor@classroom.test', PASSWORD);
    await signIn(admin, world.server.url, 'admin@classroom.test', PASSWORD);
    await signIn(student, world.server.url, 'student@classroom.test', PASSWORD);

    const assetId = await upload(instructor, base64, 'welcome.webm', 'video');
    const fileId = await upload(instructor, PDF, 'cheat-sheet.pdf', 'file');

    // Built while the course is pending: an approved course's changes wait as a revision.
    ({ insertedId: courseId } = await api<{ insertedId: string }>(
      instructor,
      'POST',
      '/api/v1/instructor/add',
      {
        courseName,
        courseCategory: 'Computer Science',
        courseImage: '/demo/course.svg',
        price: 0,
        shortDescription: 'Watch, read, answer',
        detailedDescription: 'A video, an article and a quiz in two sections.',
        language: 'English',
        certificate: 'No',
        lectures: 3,
      },
    ));
    const builder = `/api/v1/instructor/courses/${courseId}`;
    const section = async (title: string) =>
      (await api<{ insertedId: string }>(instructor, 'POST', `${builder}/sections`, { title }))
        .insertedId;
    const lesson = async (sectionId: string, body: unknown) =>
      (
        await api<{ insertedId: string }>(
          instructor,
          'POST',
          `${builder}/sections/${sectionId}/lessons`,
          body,
        )
      ).insertedId;
    const basics = await section('Getting started');
    videoLessonId = await lesson(basics, {
      title: 'Welcome video',
      preview: true,
      durationSeconds: VIDEO_SECONDS,
      content: { kind: 'video', source: { type: 'asset', assetId }, captionsUrl: null },
    });
    await lesson(basics, {
      title: 'How lessons work',
      preview: false,
      durationSeconds: 120,
      content: {
        kind: 'article',
        markdown:
          '## Three kinds of lesson\n\nVideos, **articles** and quizzes.\n\n<script>window.hacked = true</script>',
      },
    });
    const check = await section('Check yourself');
    await lesson(check, {
      title: 'Cheat sheet',
      preview: false,
      durationSeconds: 0,
      content: { kind: 'file', assetId: fileId, name: 'cheat-sheet.pdf' },
    });
    await lesson(check, {
      title: 'Final quiz',
      preview: true,
      durationSeconds: 60,
      content: {
        kind: 'quiz',
        passMark: 100,
        attemptsLimit: 3,
        questions: [
          {
            prompt: 'Which element plays a video?',
            multiple: false,
            options: [
              { text: 'video', correct: true },
              { text: 'audio', correct: false },
            ],
          },
          {
            prompt: 'Which are kinds of lesson?',
            multiple: true,
            options: [
              { text: 'Article', correct: true },
              { text: 'Quiz', correct: true },
              { text: 'Spreadsheet', correct: false },
            ],
          },
        ],
      },
    });
    await api(admin, 'PATCH', `/api/v1/courses/approved/${courseId}`);
    // The video's HLS ladder is a job of its own after the upload: the player streams it.
    await instructor.waitForFunction(
      async (path) => {
        const answer = await fetch(path);
        return ((await answer.json()) as { hlsUrl?: string | null }).hlsUrl != null;
      },
      `/api/v1/learn/${courseId}/lessons/${videoLessonId}/media`,
      { polling: 200, timeout: 60_000 },
    );
    await admin.context().close();
  }, 240_000);
  afterAll(async () => world?.stop());

  it('shows the curriculum on the course page, and plays and seeks in the preview before enrolling', async () => {
    await student.goto(url(`/course/${courseId}`));
    const curriculum = student.locator('.curriculum');
    await curriculum.getByRole('heading', { name: 'Course content' }).waitFor();
    await curriculum.getByText('2 sections · 4 lessons · 3 min total length').waitFor();
    await curriculum.getByText('How lessons work').waitFor();
    await expectAccessible(student, 'course page curriculum');
    await screenshots(student, 'course-curriculum');

    await curriculum.getByRole('link', { name: 'Preview Welcome video' }).click();
    await student.waitForURL(new RegExp(`/user-dashboard/learn/${courseId}/${videoLessonId}$`));
    await student.getByText('A free preview: enroll in the course').waitFor();
    await student.getByText('How lessons work').locator('..').getByLabel('Locked').waitFor();
    await video().evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(1);
    // A seek ahead lands where it was asked, and playback goes on from there.
    await video().evaluate(async (element: HTMLVideoElement) => {
      const landed = new Promise((resolve) =>
        element.addEventListener('seeked', resolve, { once: true }),
      );
      element.currentTime = 4;
      await landed;
    });
    expect(await currentTime()).toBeGreaterThanOrEqual(3.9);
    await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(4.3);
    await video().evaluate((element: HTMLVideoElement) => element.pause());
  });

  it('shows a preview quiz before enrolling, and leaves its grading to the enrolled', async () => {
    await student.goto(url(`/course/${courseId}`));
    await student.locator('.curriculum').getByRole('link', { name: 'Preview Final quiz' }).click();
    await student.getByRole('heading', { name: 'Final quiz', level: 1 }).waitFor();
    const quiz = student.locator('.lesson-quiz');
    await quiz.getByText('Which element plays a video?').waitFor();
    await quiz.getByText('Enroll in the course to submit your answers.').waitFor();
    expect(await student.getByRole('button', { name: 'Submit answers' }).count()).toBe(0);
    await screenshots(student, 'player-quiz-preview');
  });

  it("enrols for free, and 'Continue' opens the first lesson", async () => {
    await student.goto(url(`/course/${courseId}`));
    await student.getByRole('button', { name: 'Enroll for free' }).click();
    await student.getByRole('link', { name: 'Continue' }).click();
    await student.waitForURL(new RegExp(`/user-dashboard/learn/${courseId}/${videoLessonId}$`));
    await student.getByText('Watch 90% to complete — 0% so far').waitFor();
  });

  it('counts the seconds watched on the server and resumes at the saved second', async () => {
    // Streamed from the ladder: natively where the browser plays HLS, through hls.js elsewhere.
    expect(await video().evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
      /\/media\/hls\/master\.m3u8$|^blob:/,
    );
    await video().evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(3);
    const beat = student.waitForResponse((answer) => answer.url().endsWith('/heartbeat'));
    await video().evaluate((element: HTMLVideoElement) => element.pause());
    await beat;
    const lessonApi = `/api/v1/learn/${courseId}/lessons/${videoLessonId}`;
    const paused = await api<LessonStanding>(student, 'GET', lessonApi);
    expect(paused.standing.watchedSeconds).toBeGreaterThanOrEqual(3);
    expect(paused.standing.lastPositionSeconds).toBeGreaterThanOrEqual(3);

    await student.reload();
    await student.getByText(/Watch 90% to complete — [1-9]\d% so far/).waitFor();
    await expect.poll(currentTime, { timeout: 10_000 }).toBe(paused.standing.lastPositionSeconds);

    // Back to the start, and the whole video: every second counted once.
    await video().evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      element.currentTime = 0;
      await element.play();
    });
    await student.getByText('Watch 90% to complete — completed').waitFor({ timeout: 20_000 });
    const watched = await api<LessonStanding>(student, 'GET', lessonApi);
    expect(watched.standing).toMatchObject({ status: 'completed', watchedSeconds: VIDEO_SECONDS });
    await student
      .getByRole('navigation', { name: 'Course outline' })
      .getByText('Welcome video')
      .locator('..')
      .getByLabel('Completed')
      .waitFor();
    await screenshots(student, 'player-video');
  });

  it("shows the course under 'Continue learning', whose card opens the next lesson", async () => {
    await student.goto(url('/user-dashboard/class'));
    const card = student.locator('.continue-card').filter({ hasText: courseName });
    await card.getByText('Next: How lessons work').waitFor();
    await card.getByLabel(`${courseName}: 25% completed`).waitFor();
    await expectAccessible(student, 'student classes');
    await screenshots(student, 'dashboard-continue-learning');
    await card.getByRole('link', { name: `Continue ${courseName}` }).click();
  });

  it('renders the article sanitised, completes it and marks it incomplete again', async () => {
    await student.getByRole('heading', { name: 'How lessons work', level: 1 }).waitFor();
    await student.getByRole('heading', { name: 'Three kinds of lesson' }).waitFor();
    expect(await student.evaluate(() => 'hacked' in window)).toBe(false);
    await expectAccessible(student, 'player article');
    await screenshots(student, 'player-article');

    await student.getByRole('button', { name: 'Complete and continue' }).click();
    await student.getByRole('heading', { name: 'Cheat sheet', level: 1 }).waitFor();
    await student.getByRole('button', { name: 'Previous' }).click();
    await student.getByText("Read it, then choose 'Complete and continue' — completed").waitFor();
    await student.getByRole('button', { name: 'Mark incomplete' }).click();
    await student
      .getByText("Read it, then choose 'Complete and continue'", { exact: true })
      .waitFor();
    await student.getByLabel('Course progress: 25%').waitFor();
    await student.getByRole('button', { name: 'Complete and continue' }).click();
    await student.getByRole('heading', { name: 'Cheat sheet', level: 1 }).waitFor();
    await student.getByLabel('Course progress: 50%').waitFor();
  });

  it('downloads a file lesson under its name', async () => {
    const link = student.getByRole('link', { name: /^Download cheat-sheet\.pdf \(\d+ B\)$/ });
    const [download] = await Promise.all([student.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('cheat-sheet.pdf');
    await student.getByRole('button', { name: 'Complete and continue' }).click();
    await student.getByRole('heading', { name: 'Final quiz', level: 1 }).waitFor();
    await student.getByLabel('Course progress: 75%').waitFor();
  });

  it('states the pass mark and attempts left, and a passing attempt completes the quiz', async () => {
    const quiz = student.locator('.lesson-quiz');
    await quiz.getByText('Pass mark: 100% · 3 of 3 attempts left').waitFor();
    await quiz.getByText('audio', { exact: true }).click();
    await quiz.getByText('Article', { exact: true }).click();
    await student.getByRole('button', { name: 'Submit answers' }).click();
    await quiz.getByText(/^You scored \d+%: 100% is needed to pass\.$/).waitFor();
    await quiz.getByText('Pass mark: 100% · 2 of 3 attempts left').waitFor();
    await student.getByText(/^Score 100% or more to pass — best \d+%, 2 attempts left$/).waitFor();
    await screenshots(student, 'player-quiz');

    await quiz.getByText('video', { exact: true }).click();
    await quiz.getByText('Quiz', { exact: true }).click();
    await student.getByRole('button', { name: 'Submit answers' }).click();
    await quiz.getByText('You scored 100%: passed.').waitFor();
    await student.getByLabel('Course progress: 100%').waitFor();
  });

  it('shows the finish screen at 100%', async () => {
    await student.getByRole('button', { name: 'Continue', exact: true }).click();
    await student.getByRole('heading', { name: `You finished ${courseName}!` }).waitFor();
    await expectAccessible(student, 'player finish screen');
    await screenshots(student, 'player-finished');
  });

  it("shows the instructor the student's progress and the drop-off chart", async () => {
    await instructor.goto(url(`/teacher-dashboard/details/${courseId}`));
    await instructor.getByRole('heading', { name: courseName, level: 2 }).waitFor();
    await instructor.getByText('Completion Rate').waitFor();
    await instructor.getByText('1 of 1', { exact: true }).waitFor();
    const chart = instructor.locator('.dash-drop-off');
    await chart.getByText('Drop-off by lesson').waitFor();
    const rows = chart.locator('li');
    await rows.first().waitFor();
    const values = await chart.locator('.dash-drop-off__value').allTextContents();
    expect(values.length).toBeGreaterThan(1);
    expect(values.every((value) => value.startsWith('100%'))).toBe(true);
    const students = instructor.getByRole('region', { name: 'Students table' });
    await students.getByText('Sam Student').waitFor();
    await students.getByLabel('Sam Student: 100% complete').waitFor();
    await screenshots(instructor, 'player-instructor-figures');
  });

  it('puts the outline in a drawer on a phone', async () => {
    await student.setViewportSize({ width: 390, height: 844 });
    await student.goto(url(`/user-dashboard/learn/${courseId}/${videoLessonId}`));
    await student.getByRole('heading', { name: 'Welcome video', level: 1 }).waitFor();
    await student.getByRole('button', { name: 'Outline' }).click();
    const drawer = student.getByRole('dialog');
    await drawer.getByRole('link', { name: /How lessons work/ }).waitFor();
    await student.waitForFunction(() => document.getAnimations().length === 0);
    await student.screenshot({ path: path.join(artifactsDir, 'player-drawer-390.png') });
    await drawer.getByRole('link', { name: /Final quiz/ }).click();
    await student.getByRole('heading', { name: 'Final quiz', level: 1 }).waitFor();
    await student.setViewportSize({ width: 1366, height: 850 });
  });
});
