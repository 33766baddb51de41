import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import {
  aCourse,
  aCourseWithLessons,
  aQuizDraft,
  aVideoDraft,
  actorOf,
  anAdmin,
  anApprovedInstructor,
  anArticleDraft,
  givenLessonAssets,
} from '../../../testing';
import type { CourseCompletion } from '../course-completion';

/** An admin approves the approved course's waiting revision: its edits go live (decision 33). */
async function publish(core: ReturnType<typeof memoryCore>, courseId: string): Promise<void> {
  const admin = anAdmin();
  await core.given(admin);
  const revision = await core.store.revisions.findByCourse(courseId);
  await core.useCases.approveRevision.execute(courseId, revision!.version, actorOf(admin));
}

describe('curriculum builder', () => {
  it('adds, renames and deletes sections and lessons, in order, for the owner', async () => {
    const core = memoryCore();
    const owner = anApprovedInstructor();
    const course = aCourse({ by: owner });
    await core.given(owner, course);
    const as = actorOf(owner);

    const { sectionId } = await core.useCases.addSection.execute(course.id, ' Basics ', as);
    const second = await core.useCases.addSection.execute(course.id, 'Advanced', as);
    const video = aVideoDraft();
    await givenLessonAssets(core.store, owner, [video]);
    const { lessonId } = await core.useCases.addLesson.execute(course.id, sectionId, video, as);
    await core.useCases.addLesson.execute(
      course.id,
      sectionId,
      anArticleDraft({ title: 'Read me' }),
      as,
    );
    await core.useCases.renameSection.execute(course.id, second.sectionId, 'Expert', as);
    const curriculum = await core.useCases.getCurriculum.execute(course.id, as);

    expect(curriculum.sections.map((section) => section.title)).toEqual(['Basics', 'Expert']);
    expect(
      curriculum.sections[0]!.lessons.map((lesson) => [lesson.title, lesson.position]),
    ).toEqual([
      [expect.stringMatching(/^Video/), 1],
      ['Read me', 2],
    ]);

    await core.useCases.deleteLesson.execute(course.id, lessonId, as);
    await core.useCases.deleteSection.execute(course.id, second.sectionId, as);
    const after = await core.useCases.getCurriculum.execute(course.id, as);
    expect(after.sections.map((section) => section.title)).toEqual(['Basics']);
    expect(after.lessons.map((lesson) => lesson.title)).toEqual(['Read me']);
  });

  it('reorders sections and lessons from the full new order, lessons moving between sections', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [
      [aVideoDraft(), anArticleDraft()],
      [anArticleDraft()],
    ]);
    const [a, b, c] = world.lessonIds as [string, string, string];
    const [one, two] = world.sectionIds as [string, string];

    const curriculum = await core.useCases.reorderCurriculum.execute(
      world.course.id,
      [
        { sectionId: two, lessonIds: [c, a] },
        { sectionId: one, lessonIds: [b] },
      ],
      actorOf(world.owner),
    );

    expect(curriculum.sections.map((section) => section.id)).toEqual([two, one]);
    expect(curriculum.lessons.map((lesson) => lesson.id)).toEqual([c, a, b]);
    const stored = await core.useCases.getCurriculum.execute(world.course.id, actorOf(world.owner));
    expect(stored.lessons.map((lesson) => [lesson.id, lesson.sectionId, lesson.position])).toEqual([
      [c, two, 1],
      [a, two, 2],
      [b, one, 1],
    ]);
  });

  it('refuses an order that leaves out or repeats a lesson', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[aVideoDraft(), anArticleDraft()]]);
    const [a] = world.lessonIds as [string];
    for (const lessonIds of [[a], [a, a]]) {
      await core.expectRefused(
        () =>
          core.useCases.reorderCurriculum.execute(
            world.course.id,
            [{ sectionId: world.sectionIds[0]!, lessonIds }],
            actorOf(world.owner),
          ),
        'validation_failed',
      );
    }
  });

  it('marks a lesson as preview and back', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[anArticleDraft()]]);
    const as = actorOf(world.owner);
    const lessonId = world.lessonIds[0]!;
    const marked = await core.useCases.setLessonPreview.execute(
      world.course.id,
      lessonId,
      true,
      as,
    );
    expect(marked.lesson(lessonId).preview).toBe(true);
    const unmarked = await core.useCases.setLessonPreview.execute(
      world.course.id,
      lessonId,
      false,
      as,
    );
    expect(unmarked.lesson(lessonId).preview).toBe(false);
  });

  it('checks lessons: videos from an asset, YouTube or Vimeo only, quizzes with a right answer', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[]]);
    const add = (draft: ReturnType<typeof aVideoDraft>) =>
      core.useCases.addLesson.execute(
        world.course.id,
        world.sectionIds[0]!,
        draft,
        actorOf(world.owner),
      );
    const link = (url: string) =>
      aVideoDraft({
        content: { kind: 'video', source: { type: 'link', url }, captionsUrl: null },
      });

    await add(link('https://www.youtube.com/watch?v=dQw4w9WgXcQ'));
    await add(link('https://vimeo.com/123'));
    for (const url of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'http://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=abc',
      'https://vimeo.com/channels/staff',
      'javascript:x',
    ]) {
      await expect(add(link(url))).rejects.toMatchObject({
        code: 'validation_failed',
        fields: { 'content.source.url': expect.any(String) },
      });
    }
    await expect(add(aVideoDraft({}, 0))).rejects.toMatchObject({
      fields: { durationSeconds: expect.any(String) },
    });
    const twoRight = aQuizDraft();
    if (twoRight.content.kind === 'quiz') twoRight.content.questions[0]!.options[0]!.correct = true;
    await expect(add(twoRight)).rejects.toMatchObject({
      fields: { 'content.questions.0.options': expect.any(String) },
    });
    expect(
      (await core.useCases.getCurriculum.execute(world.course.id, actorOf(world.owner))).lessons,
    ).toHaveLength(2);
  });

  it('is for the owner: other people find no such course, and admins only read it', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[anArticleDraft()]]);
    const other = anApprovedInstructor();
    const admin = anAdmin();
    await core.given(other, admin);
    for (const caller of [other, world.student, admin]) {
      await core.expectRefused(
        () => core.useCases.addSection.execute(world.course.id, 'Mine', actorOf(caller)),
        'not_found',
      );
    }
    await core.expectRefused(
      () => core.useCases.addSection.execute(world.course.id, 'Mine', null),
      'unauthenticated',
    );
    await expect(
      core.useCases.getCurriculum.execute(world.course.id, actorOf(admin)),
    ).resolves.toBeTruthy();
    await core.expectRefused(
      () => core.useCases.getCurriculum.execute(world.course.id, actorOf(other)),
      'not_found',
    );
  });

  it("sets the course's number of lectures to its lesson count", async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [
      [anArticleDraft(), anArticleDraft()],
      [aVideoDraft()],
    ]);
    expect((await core.store.courses.findById(world.course.id))?.toProps().lectures).toBe(3);
    await core.useCases.deleteSection.execute(
      world.course.id,
      world.sectionIds[1]!,
      actorOf(world.owner),
    );
    // Live only once the revision is approved.
    expect((await core.store.courses.findById(world.course.id))?.toProps().lectures).toBe(3);
    await publish(core, world.course.id);
    expect((await core.store.courses.findById(world.course.id))?.toProps().lectures).toBe(2);
  });

  it("recounts enrolled students' progress when an approved course's lessons change", async () => {
    const completions: CourseCompletion[] = [];
    const core = memoryCore({ onCourseCompleted: async (done) => void completions.push(done) });
    const world = await aCourseWithLessons(core, [[anArticleDraft(), anArticleDraft()]]);
    const [first, second] = world.lessonIds as [string, string];
    const as = actorOf(world.owner);
    await core.useCases.completeLesson.execute(world.course.id, first, actorOf(world.student));
    const percent = async () =>
      (await core.store.enrollments.findEnrollment(world.student.email, world.course.id))!;

    expect((await percent()).progressPercent).toBe(50);
    const { lessonId } = await core.useCases.addLesson.execute(
      world.course.id,
      world.sectionIds[0]!,
      anArticleDraft(),
      as,
    );
    expect((await percent()).progressPercent).toBe(50);
    await publish(core, world.course.id);
    expect((await percent()).progressPercent).toBe(33);

    await core.useCases.deleteLesson.execute(world.course.id, lessonId, as);
    await core.useCases.deleteLesson.execute(world.course.id, second, as);
    await publish(core, world.course.id);
    const finished = await percent();
    expect(finished.progressPercent).toBe(100);
    expect(finished.completedAt).toEqual(core.clock.now());
    expect(completions).toEqual([
      {
        enrollmentId: world.enrollmentId,
        email: world.student.email,
        courseId: world.course.id,
        completedAt: core.clock.now(),
      },
    ]);
  });

  it('deletes the progress of a deleted lesson with it', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[anArticleDraft(), anArticleDraft()]]);
    await core.useCases.completeLesson.execute(
      world.course.id,
      world.lessonIds[0]!,
      actorOf(world.student),
    );
    await core.useCases.deleteLesson.execute(
      world.course.id,
      world.lessonIds[0]!,
      actorOf(world.owner),
    );
    await publish(core, world.course.id);
    expect(await core.store.lessonProgress.progressOf(world.enrollmentId)).toEqual([]);
    const student = await core.store.enrollments.findEnrollment(
      world.student.email,
      world.course.id,
    );
    expect(student).toMatchObject({ progressPercent: 0, lastLessonId: null });
  });

  it('answers not found for an unknown section or lesson', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[anArticleDraft()]]);
    const as = actorOf(world.owner);
    await core.expectRefused(
      () => core.useCases.addLesson.execute(world.course.id, 'no-section', anArticleDraft(), as),
      'not_found',
    );
    await core.expectRefused(
      () => core.useCases.deleteLesson.execute(world.course.id, 'no-lesson', as),
      'not_found',
    );
    await core.expectRefused(
      () => core.useCases.renameSection.execute(world.course.id, 'no-section', 'X', as),
      'not_found',
    );
  });
});
