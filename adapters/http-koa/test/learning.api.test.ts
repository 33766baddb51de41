import { beforeEach, describe, expect, it } from 'vitest';
import { aMediaAsset } from '@classroom/core/testing';
import { api } from './support/api';
import { testWorld, type TestWorld } from './support/world';

let world: TestWorld;
let client: ReturnType<typeof api>;

const COURSE = 'c-approved';
const builder = `/api/v1/instructor/courses/${COURSE}`;
const learn = `/api/v1/learn/${COURSE}`;

const video = {
  title: 'Welcome',
  preview: false,
  durationSeconds: 20,
  content: { kind: 'video', source: { type: 'asset', assetId: 'asset-1' }, captionsUrl: null },
};
const article = {
  title: 'Read first',
  preview: true,
  durationSeconds: 120,
  content: { kind: 'article', markdown: '# Hello\n\nRead this.' },
};
const quiz = {
  title: 'Check',
  preview: false,
  durationSeconds: 60,
  content: {
    kind: 'quiz',
    passMark: 100,
    attemptsLimit: 2,
    questions: [
      {
        prompt: 'Pick the prime',
        multiple: false,
        options: [
          { text: '4', correct: false },
          { text: '7', correct: true },
        ],
      },
    ],
  },
};

/** The instructor builds one section with a video, a preview article and a quiz. */
async function build() {
  const section = await client.post('instructor', `${builder}/sections`, { title: 'Start' });
  expect(section.status).toBe(201);
  const sectionId = section.body.insertedId as string;
  const ids: string[] = [];
  for (const lesson of [video, article, quiz]) {
    const added = await client.post(
      'instructor',
      `${builder}/sections/${sectionId}/lessons`,
      lesson,
    );
    expect(added.status).toBe(201);
    ids.push(added.body.insertedId);
  }
  const [videoId, articleId, quizId] = ids as [string, string, string];
  await publish();
  return { sectionId, videoId, articleId, quizId };
}

/** The course is approved: its edits wait as a revision until an admin approves them. */
async function publish() {
  const review = await client.get('admin', `/api/v1/courses/${COURSE}/review`);
  expect(review.body.changes.curriculum.length).toBeGreaterThan(0);
  const approved = await client.patch('admin', `/api/v1/admin/revisions/${COURSE}/approve`, {
    version: review.body.revision.version,
  });
  expect(approved.status).toBe(200);
}

async function enrollStudent() {
  const paid = await client.post('student', '/payments', {
    transactionId: world.paidIntent('pi_learning', 'student@classroom.test'),
    courseId: COURSE,
  });
  expect(paid.status).toBe(201);
}

beforeEach(async () => {
  world = await testWorld();
  // The video lesson plays the instructor's own upload.
  await world.store.mediaAssets.insert(
    aMediaAsset({ id: 'asset-1', kind: 'video', by: world.users.instructor }),
  );
  client = api(world);
});

describe('learning API', () => {
  it('refuses a signed-in student who is not enrolled, except for preview lessons', async () => {
    const { videoId, articleId, quizId } = await build();
    expect((await client.get('student', learn)).status).toBe(403);
    expect((await client.get('student', `${learn}/lessons/${videoId}`)).status).toBe(403);
    const beat = await client.post('student', `${learn}/lessons/${videoId}/heartbeat`, {
      from: 0,
      to: 5,
      position: 5,
    });
    expect(beat.status).toBe(403);
    expect(beat.body.error.code).toBe('forbidden');
    expect(
      (await client.post('student', `${learn}/lessons/${quizId}/quiz-attempts`, { answers: [[1]] }))
        .status,
    ).toBe(403);
    expect((await client.post('student', `${learn}/lessons/${videoId}/complete`)).status).toBe(403);

    const preview = await client.get('student', `${learn}/lessons/${articleId}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ role: 'visitor', standing: { tracked: false } });
    expect((await client.get(null, `${learn}/lessons/${articleId}`)).status).toBe(401);
  });

  it('takes a student from enrollment to 100%: heartbeats, complete, quiz, resume', async () => {
    const { videoId, articleId, quizId } = await build();
    await enrollStudent();

    const outline = await client.get('student', learn);
    expect(outline.status).toBe(200);
    expect(outline.body).toMatchObject({
      role: 'student',
      lessonCount: 3,
      totalSeconds: 200,
      progress: { percent: 0, continueLessonId: videoId },
    });

    const opened = await client.get('student', `${learn}/lessons/${videoId}`);
    expect(opened.body).toMatchObject({
      rule: { kind: 'watch', percent: 90 },
      nextLessonId: articleId,
    });
    world.clock.advance(10_000);
    const first = await client.post('student', `${learn}/lessons/${videoId}/heartbeat`, {
      from: 0,
      to: 10,
      position: 10.4,
    });
    expect(first.body).toMatchObject({
      status: 'started',
      watchedSeconds: 10,
      lastPositionSeconds: 10,
    });
    // Five seconds are still owed at 2x: ten seconds of video plus one of slack, not 14.
    const greedy = await client.post('student', `${learn}/lessons/${videoId}/heartbeat`, {
      from: 4,
      to: 18,
      position: 18,
    });
    expect(greedy.status).toBe(422);
    expect(greedy.body.error.code).toBe('implausible_heartbeat');
    world.clock.advance(8_000);
    const done = await client.post('student', `${learn}/lessons/${videoId}/heartbeat`, {
      from: 10,
      to: 18,
      position: 18,
    });
    expect(done.body).toMatchObject({
      status: 'completed',
      watchedPercent: 90,
      courseProgressPercent: 33,
    });

    const read = await client.post('student', `${learn}/lessons/${articleId}/complete`);
    expect(read.body.courseProgressPercent).toBe(66);

    const quizView = await client.get('student', `${learn}/lessons/${quizId}`);
    expect(quizView.body.lesson.content.questions[0].options).toEqual(['4', '7']);
    expect(JSON.stringify(quizView.body)).not.toMatch(/correct/);
    const wrong = await client.post('student', `${learn}/lessons/${quizId}/quiz-attempts`, {
      answers: [[0]],
    });
    expect(wrong.body).toMatchObject({ score: 0, passed: false, attempt: 1 });
    const right = await client.post('student', `${learn}/lessons/${quizId}/quiz-attempts`, {
      answers: [[1]],
    });
    expect(right.body).toMatchObject({ passed: true, standing: { courseProgressPercent: 100 } });
    const over = await client.post('student', `${learn}/lessons/${quizId}/quiz-attempts`, {
      answers: [[1]],
    });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('quiz_attempts_exhausted');

    const finished = await client.get('student', learn);
    expect(finished.body.progress).toMatchObject({
      percent: 100,
      completedLessons: 3,
      completedAt: world.clock.now().toISOString(),
    });
    const enrolled = await client.get('student', '/api/v1/enrollments/student@classroom.test');
    expect(enrolled.body[0]).toMatchObject({
      courseId: COURSE,
      progressPercent: 100,
      lastLessonId: quizId,
      completedAt: world.clock.now().toISOString(),
    });
    const resumed = await client.get('student', `${learn}/lessons/${videoId}`);
    expect(resumed.body.standing).toMatchObject({ lastPositionSeconds: 18, status: 'completed' });

    const reopened = await client.post('student', `${learn}/lessons/${articleId}/incomplete`);
    expect(reopened.body).toMatchObject({ status: 'started', courseProgressPercent: 66 });
  });

  it('lets the owner build, reorder and preview; other instructors find no curriculum', async () => {
    const { sectionId, videoId, articleId, quizId } = await build();
    const curriculum = await client.get('instructor', `${builder}/curriculum`);
    expect(curriculum.body.sections[0].lessons[2].content.questions[0].options[1]).toEqual({
      text: '7',
      correct: true,
    });
    const second = await client.post('instructor', `${builder}/sections`, { title: 'More' });
    const reordered = await client.put('instructor', `${builder}/curriculum/order`, {
      sections: [
        { _id: second.body.insertedId, lessons: [quizId] },
        { _id: sectionId, lessons: [articleId, videoId] },
      ],
    });
    expect(reordered.status).toBe(200);
    expect(
      reordered.body.curriculum.sections.map((s: { lessons: { _id: string }[] }) =>
        s.lessons.map((lesson) => lesson._id),
      ),
    ).toEqual([[quizId], [articleId, videoId]]);
    const marked = await client.patch('instructor', `${builder}/lessons/${videoId}/preview`, {
      preview: true,
    });
    expect(marked.status).toBe(200);
    expect(
      (await client.put('instructor', `${builder}/lessons/${videoId}`, { ...video, title: 'Hi' }))
        .status,
    ).toBe(200);
    expect(
      (await client.patch('instructor', `${builder}/sections/${sectionId}`, { title: 'Go' }))
        .status,
    ).toBe(200);

    expect(
      (await client.post('otherInstructor', `${builder}/sections`, { title: 'X' })).status,
    ).toBe(404);
    expect((await client.get('otherInstructor', `${builder}/curriculum`)).status).toBe(404);
    expect((await client.get('admin', `${builder}/curriculum`)).status).toBe(200);

    const waiting = await client.get(null, `/api/v1/outlines/${COURSE}`);
    expect(waiting.body.sections[0].title).toBe('Start');
    await publish();
    const outline = await client.get(null, `/api/v1/outlines/${COURSE}`);
    expect(outline.status).toBe(200);
    expect(outline.body).toMatchObject({ lessonCount: 3, progress: null, role: null });
    expect(outline.body.sections[1].title).toBe('Go');
    const course = await client.get('student', `/api/v1/course/payment/${COURSE}`);
    expect(course.body.lectures).toBe(3);

    // A body a DELETE would ignore is refused, and nothing is deleted.
    const withBody = await client.call('instructor', 'delete', `${builder}/lessons/${quizId}`, {
      force: true,
    });
    expect(withBody.status).toBe(400);
    const kept = await client.get('instructor', `${builder}/curriculum`);
    expect(
      kept.body.sections.flatMap((section: { lessons: unknown[] }) => section.lessons),
    ).toHaveLength(3);
    expect((await client.delete('instructor', `${builder}/lessons/${quizId}`)).status).toBe(200);
    const gone = await client.delete('instructor', `${builder}/sections/${second.body.insertedId}`);
    expect(gone.body.curriculum.lessonCount).toBe(2);
  });

  it('answers 400 for a malformed lesson and 422 for a link that is not YouTube or Vimeo', async () => {
    const { sectionId } = await build();
    const lessons = `${builder}/sections/${sectionId}/lessons`;
    expect(
      (await client.post('instructor', lessons, { ...video, content: { kind: 'slides' } })).status,
    ).toBe(400);
    const elsewhere = await client.post('instructor', lessons, {
      ...video,
      content: {
        kind: 'video',
        source: { type: 'link', url: 'https://evil.example/v' },
        captionsUrl: null,
      },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error.fields).toHaveProperty(['content.source.url']);
  });
});

describe('GET /api/v1/instructor/courses/:id/learners', () => {
  it("gives the owner and admins the completion rate, the drop-off and the students' progress", async () => {
    const { videoId, articleId } = await build();
    await enrollStudent();
    expect((await client.post('student', `${learn}/lessons/${articleId}/complete`)).status).toBe(
      200,
    );

    const response = await client.get('instructor', `${builder}/learners?page=1&limit=10`);

    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.body).toMatchObject({
      courseId: COURSE,
      enrolled: 1,
      completed: 0,
      completionRate: 0,
      total: 1,
      page: 1,
    });
    expect(response.body.lessons).toEqual([
      { _id: videoId, title: 'Welcome', completed: 0, percent: 0 },
      { _id: articleId, title: 'Read first', completed: 1, percent: 100 },
      { _id: expect.any(String), title: 'Check', completed: 0, percent: 0 },
    ]);
    expect(response.body.students).toEqual([
      {
        _id: expect.any(String),
        name: world.users.student.displayName,
        progressPercent: 33,
        enrolledAt: expect.any(String),
        completedAt: null,
        lastActivityAt: expect.any(String),
      },
    ]);
    expect((await client.get('admin', `${builder}/learners`)).status).toBe(200);
  });

  it('answers 404 to anyone but the owner and admins, and 400 to a page too long', async () => {
    for (const role of ['student', 'otherInstructor', 'applicant'] as const) {
      expect((await client.get(role, `${builder}/learners`)).status).toBe(404);
    }
    expect((await client.get(null, `${builder}/learners`)).status).toBe(401);
    expect((await client.get('instructor', `${builder}/learners?limit=51`)).status).toBe(400);
    expect((await client.get('instructor', `${builder}/learners?sort=size`)).status).toBe(400);
  });

  it('searches, filters and sorts the students on the server, refusing unknown values', async () => {
    const { articleId } = await build();
    await enrollStudent();
    expect((await client.post('student', `${learn}/lessons/${articleId}/complete`)).status).toBe(
      200,
    );
    const students = async (query: string) => {
      const response = await client.get('instructor', `${builder}/learners?${query}`);
      expect(response.status).toBe(200);
      return response.body;
    };
    const name = world.users.student.displayName;
    const found = await students(
      `q=${encodeURIComponent(name.toUpperCase())}&state=in-progress&sort=progress-desc`,
    );
    expect(found).toMatchObject({ enrolled: 1, total: 1, students: [{ name }] });
    for (const query of ['state=completed', 'state=not-started', 'q=nobody-here']) {
      // The figures stay those of every student; only the table narrows.
      expect(await students(query)).toMatchObject({ enrolled: 1, total: 0, students: [] });
    }
    expect((await students('q=student%40classroom&sort=name')).total).toBe(1);

    for (const query of ['state=done', 'sort=progress', `q=${'x'.repeat(101)}`, 'status=1']) {
      const refused = await client.get('instructor', `${builder}/learners?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'bad_request', fields: expect.any(Object) });
    }
    const theirs = await client.get('otherInstructor', `${builder}/learners?state=completed`);
    expect(theirs.status).toBe(404);
  });
});

describe('GET /api/v1/media', () => {
  it("searches, filters and sorts the caller's own library, refusing unknown values", async () => {
    const { instructor, otherInstructor } = world.users;
    await world.store.mediaAssets.insert(
      aMediaAsset({ id: 'asset-2', kind: 'file', name: 'Welcome notes.pdf', by: instructor }),
    );
    await world.store.mediaAssets.insert(
      aMediaAsset({ id: 'asset-3', kind: 'file', name: 'Welcome too.pdf', by: otherInstructor }),
    );
    const library = async (query: string) => {
      const response = await client.get('instructor', `/api/v1/media?${query}`);
      expect(response.status).toBe(200);
      return (response.body.assets as { _id: string }[]).map((asset) => asset._id);
    };
    expect(await library('q=WELCOME&kind=file&state=ready&sort=name')).toEqual(['asset-2']);
    expect(await library('kind=video')).toEqual(['asset-1']);
    expect(await library('state=failed')).toEqual([]);
    expect((await library('sort=size-asc')).length).toBeGreaterThan(1);

    for (const query of ['kind=audio', 'state=done', 'sort=biggest', `q=${'x'.repeat(101)}`]) {
      const refused = await client.get('instructor', `/api/v1/media?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'bad_request', fields: expect.any(Object) });
    }
    const theirs = await client.get('otherInstructor', '/api/v1/media?q=welcome');
    expect(theirs.body.assets.map((asset: { _id: string }) => asset._id)).toEqual(['asset-3']);
    // The room the caller's uploads take of their role's quota, whatever the filters.
    expect(theirs.body.storage).toEqual({
      usedBytes: (await world.store.mediaAssets.findById('asset-3'))!.toProps().size,
      quotaBytes: 20 * 1024 ** 3,
    });
  });
});
