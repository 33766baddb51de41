import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import {
  aCourseWithLessons,
  aFileDraft,
  aVideoDraft,
  actorOf,
  anArticleDraft,
} from '../../../testing';
import type { CourseCompletion } from '../course-completion';

describe('CompleteLesson and MarkLessonIncomplete', () => {
  it("completes an article or a file on 'Complete and continue', and the percentage follows", async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[anArticleDraft(), aFileDraft(), aVideoDraft()]]);
    const as = actorOf(world.student);
    const first = await core.useCases.completeLesson.execute(
      world.course.id,
      world.lessonIds[0]!,
      as,
    );
    expect(first).toMatchObject({ status: 'completed', courseProgressPercent: 33 });
    const second = await core.useCases.completeLesson.execute(
      world.course.id,
      world.lessonIds[1]!,
      as,
    );
    expect(second.courseProgressPercent).toBe(66);
    expect(
      await core.store.enrollments.findEnrollment(world.student.email, world.course.id),
    ).toMatchObject({
      progressPercent: 66,
      lastLessonId: world.lessonIds[1],
      completedAt: null,
    });
  });

  it('refuses to complete a video watched less than 90%', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[aVideoDraft({}, 100)]]);
    const as = actorOf(world.student);
    const video = world.lessonIds[0]!;
    await core.useCases.openLesson.execute(world.course.id, video, as);
    core.clock.advance(60_000);
    await core.useCases.recordHeartbeat.execute(
      world.course.id,
      video,
      { from: 0, to: 89, position: 89 },
      as,
    );
    await core.expectRefused(
      () => core.useCases.completeLesson.execute(world.course.id, video, as),
      'lesson_rule_not_met',
    );
  });

  it("completes a YouTube or Vimeo video on the student's word, which the player states", async () => {
    const core = memoryCore();
    const linked = aVideoDraft({
      content: {
        kind: 'video',
        source: { type: 'link', url: 'https://vimeo.com/76979871' },
        captionsUrl: null,
      },
    });
    const world = await aCourseWithLessons(core, [[linked, aVideoDraft()]]);
    const as = actorOf(world.student);
    const [link, uploaded] = world.lessonIds as [string, string];

    const opened = await core.useCases.openLesson.execute(world.course.id, link, as);
    expect(opened.rule).toEqual({ kind: 'confirm' });
    expect(await core.useCases.completeLesson.execute(world.course.id, link, as)).toMatchObject({
      status: 'completed',
      courseProgressPercent: 50,
    });
    const other = await core.useCases.openLesson.execute(world.course.id, uploaded, as);
    expect(other.rule).toEqual({ kind: 'watch', percent: 90 });
    await core.expectRefused(
      () => core.useCases.completeLesson.execute(world.course.id, uploaded, as),
      'lesson_rule_not_met',
    );
  });

  it('lets a student reopen a lesson; a video reopened completes again only when asked', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[aVideoDraft({}, 10), anArticleDraft()]]);
    const as = actorOf(world.student);
    const video = world.lessonIds[0]!;
    await core.useCases.openLesson.execute(world.course.id, video, as);
    core.clock.advance(10_000);
    await core.useCases.recordHeartbeat.execute(
      world.course.id,
      video,
      { from: 0, to: 10, position: 10 },
      as,
    );

    const reopened = await core.useCases.markLessonIncomplete.execute(world.course.id, video, as);
    expect(reopened).toMatchObject({
      status: 'started',
      completedAt: null,
      watchedSeconds: 10,
      courseProgressPercent: 0,
    });
    core.clock.advance(10_000);
    const rewatched = await core.useCases.recordHeartbeat.execute(
      world.course.id,
      video,
      { from: 0, to: 10, position: 10 },
      as,
    );
    expect(rewatched.status).toBe('started');
    const again = await core.useCases.completeLesson.execute(world.course.id, video, as);
    expect(again).toMatchObject({ status: 'completed', courseProgressPercent: 50 });
  });

  it('sets the completion date at 100% once, tells the hook once, and keeps it when a lesson is reopened', async () => {
    const completions: CourseCompletion[] = [];
    const core = memoryCore({ onCourseCompleted: async (done) => void completions.push(done) });
    const world = await aCourseWithLessons(core, [[anArticleDraft()], [anArticleDraft()]]);
    const as = actorOf(world.student);
    await core.useCases.completeLesson.execute(world.course.id, world.lessonIds[0]!, as);
    core.clock.advance(1_000);
    const finishedAt = core.clock.now();
    await core.useCases.completeLesson.execute(world.course.id, world.lessonIds[1]!, as);
    await core.useCases.markLessonIncomplete.execute(world.course.id, world.lessonIds[1]!, as);
    core.clock.advance(1_000);
    await core.useCases.completeLesson.execute(world.course.id, world.lessonIds[1]!, as);

    expect(completions.map((done) => done.completedAt)).toEqual([finishedAt]);
    expect(
      await core.store.enrollments.findEnrollment(world.student.email, world.course.id),
    ).toMatchObject({
      progressPercent: 100,
      completedAt: finishedAt,
    });
  });

  it('refuses a student of another course; the owner completes nothing', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[anArticleDraft()]]);
    for (const run of [core.useCases.completeLesson, core.useCases.markLessonIncomplete]) {
      await core.expectRefused(
        () => run.execute(world.course.id, world.lessonIds[0]!, actorOf(world.stranger)),
        'forbidden',
      );
    }
    const before = core.state();
    const owner = await core.useCases.completeLesson.execute(
      world.course.id,
      world.lessonIds[0]!,
      actorOf(world.owner),
    );
    expect(owner.tracked).toBe(false);
    expect(core.state()).toEqual(before);
  });
});
