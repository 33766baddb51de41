import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import {
  aCourse,
  aCourseWithLessons,
  aVideoDraft,
  actorOf,
  anAdmin,
  anArticleDraft,
} from '../../../testing';

describe('OpenLesson and the outlines', () => {
  it("opens a student's lesson, makes it the last one, and resumes the video where it was", async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[anArticleDraft(), aVideoDraft({}, 100)]]);
    const as = actorOf(world.student);
    const video = world.lessonIds[1]!;
    await core.useCases.openLesson.execute(world.course.id, video, as);
    core.clock.advance(20_000);
    await core.useCases.recordHeartbeat.execute(
      world.course.id,
      video,
      { from: 30, to: 42, position: 42 },
      as,
    );

    const view = await core.useCases.openLesson.execute(world.course.id, video, as);
    expect(view).toMatchObject({
      role: 'student',
      rule: { kind: 'watch', percent: 90 },
      previousLessonId: world.lessonIds[0],
      nextLessonId: null,
      standing: { lastPositionSeconds: 42, watchedSeconds: 12 },
    });
    const outline = await core.useCases.getLearningOutline.execute(world.course.id, as);
    expect(outline.standing).toMatchObject({
      lastLessonId: video,
      continueLessonId: video,
      progressPercent: 0,
    });
  });

  it('lets the owner and admins open every lesson without recording anything', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[anArticleDraft()]]);
    const admin = anAdmin();
    await core.given(admin);
    const before = core.state();
    for (const [caller, role] of [
      [world.owner, 'owner'],
      [admin, 'admin'],
    ] as const) {
      const view = await core.useCases.openLesson.execute(
        world.course.id,
        world.lessonIds[0]!,
        actorOf(caller),
      );
      expect(view).toMatchObject({ role, standing: { tracked: false } });
    }
    expect(core.state()).toEqual(before);
  });

  it('opens preview lessons to anyone signed in, and nothing else', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [
      [anArticleDraft({ preview: true }), anArticleDraft()],
    ]);
    const as = actorOf(world.stranger);
    const view = await core.useCases.openLesson.execute(world.course.id, world.lessonIds[0]!, as);
    expect(view.role).toBe('visitor');
    await core.expectRefused(
      () => core.useCases.openLesson.execute(world.course.id, world.lessonIds[1]!, as),
      'forbidden',
    );
    await core.expectRefused(
      () => core.useCases.getLearningOutline.execute(world.course.id, as),
      'forbidden',
    );
    await core.expectRefused(
      () => core.useCases.openLesson.execute(world.course.id, world.lessonIds[0]!, null),
      'unauthenticated',
    );
  });

  it('hides the lessons of a course that is not approved from everyone but its owner and admins', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[anArticleDraft({ preview: true })]]);
    const pending = aCourse({ by: world.owner });
    await core.given(pending);
    await core.expectRefused(
      () => core.useCases.getCourseOutline.execute(pending.id, actorOf(world.stranger)),
      'not_found',
    );
    await expect(
      core.useCases.getCourseOutline.execute(pending.id, actorOf(world.owner)),
    ).resolves.toMatchObject({
      lessonCount: 0,
    });
  });

  it("gives the course page's outline to anyone, with lengths and no progress", async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [
      [anArticleDraft({ preview: true }), aVideoDraft({}, 100)],
    ]);
    const outline = await core.useCases.getCourseOutline.execute(world.course.id, null);
    expect(outline).toMatchObject({ lessonCount: 2, totalSeconds: 400, standing: null });
    expect(outline.sections[0]!.lessons.map((lesson) => [lesson.kind, lesson.preview])).toEqual([
      ['article', true],
      ['video', false],
    ]);
  });

  it('continues at the next lesson not done', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [
      [anArticleDraft(), anArticleDraft()],
      [anArticleDraft()],
    ]);
    const as = actorOf(world.student);
    await core.useCases.completeLesson.execute(world.course.id, world.lessonIds[1]!, as);
    const outline = await core.useCases.getLearningOutline.execute(world.course.id, as);
    expect(outline.standing).toMatchObject({
      continueLessonId: world.lessonIds[2],
      completedLessons: 1,
      progressPercent: 33,
    });
    expect(
      outline.sections.flatMap((section) => section.lessons.map((lesson) => lesson.status)),
    ).toEqual(['not_started', 'completed', 'not_started']);
  });
});
