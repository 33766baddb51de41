import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import {
  aCourseWithLessons,
  aVideoDraft,
  actorOf,
  anAdmin,
  anArticleDraft,
  enroll,
  givenLessonAssets,
  settled,
} from '../../../testing';

/** A course with one 100-second video and one article; the student has opened the video. */
async function watching(preview = false) {
  const core = memoryCore();
  const world = await aCourseWithLessons(core, [[aVideoDraft({ preview }, 100), anArticleDraft()]]);
  const video = world.lessonIds[0]!;
  await core.useCases.openLesson.execute(world.course.id, video, actorOf(world.student));
  const beat = (from: number, to: number, who = world.student) =>
    core.useCases.recordHeartbeat.execute(
      world.course.id,
      video,
      { from, to, position: to },
      actorOf(who),
    );
  return { core, world, video, beat };
}

/** The owner revises the video to `seconds` long, and an admin approves the revision. */
async function shorten(
  { core, world, video }: Pick<Awaited<ReturnType<typeof watching>>, 'core' | 'world' | 'video'>,
  seconds: number,
) {
  const shorter = aVideoDraft({}, seconds);
  await givenLessonAssets(core.store, world.owner, [shorter]);
  await core.useCases.reviseLesson.execute(world.course.id, video, shorter, actorOf(world.owner));
  const admin = anAdmin();
  await core.given(admin);
  const revision = await core.store.revisions.findByCourse(world.course.id);
  await core.useCases.approveRevision.execute(world.course.id, revision!.version, actorOf(admin));
}

describe('RecordHeartbeat', () => {
  it('counts distinct seconds watched and keeps the position to resume at', async () => {
    const { core, beat } = await watching();
    core.clock.advance(10_000);
    await beat(0, 10);
    core.clock.advance(10_000);
    const standing = await beat(5, 15);
    expect(standing).toMatchObject({
      tracked: true,
      status: 'started',
      watchedSeconds: 15,
      watchedPercent: 15,
      lastPositionSeconds: 15,
      courseProgressPercent: 0,
    });
  });

  it('completes the video at 90% of its distinct seconds, and the course percentage moves', async () => {
    const { core, beat } = await watching();
    core.clock.advance(30_000);
    expect((await beat(0, 60)).status).toBe('started');
    core.clock.advance(15_000);
    expect((await beat(60, 89)).status).toBe('started');
    core.clock.advance(1_000);
    const done = await beat(89, 90);
    expect(done).toMatchObject({
      status: 'completed',
      watchedPercent: 90,
      courseProgressPercent: 50,
    });
    expect(done.completedAt).toEqual(core.clock.now());
  });

  it('refuses a report of more seconds than the wall time since the previous one allows', async () => {
    const { core, beat } = await watching();
    core.clock.advance(10_000);
    // At the fastest speed (2x) ten seconds of wall time play twenty, plus one of slack.
    await core.expectRefused(() => beat(0, 22), 'implausible_heartbeat');
    await beat(0, 21);
    // The slack was half a second of wall time ahead: one second later, 2 s of video.
    core.clock.advance(1_000);
    await core.expectRefused(() => beat(21, 24), 'implausible_heartbeat');
    expect((await beat(21, 23)).watchedSeconds).toBe(23);
  });

  it('grants the slack once to a burst of reports with no wall time between them', async () => {
    const { core, beat } = await watching();
    await beat(0, 1);
    await core.expectRefused(() => beat(1, 2), 'implausible_heartbeat');
    // The second of slack was half a second of wall time ahead: one second later, 2 s of video.
    core.clock.advance(1_000);
    await core.expectRefused(() => beat(1, 4), 'implausible_heartbeat');
    expect((await beat(1, 3)).watchedSeconds).toBe(3);
    await core.expectRefused(() => beat(3, 4), 'implausible_heartbeat');
  });

  it('carries at most ten seconds of unused wall time to the next report', async () => {
    const { core, beat } = await watching();
    core.clock.advance(60_000);
    await beat(0, 10);
    // 10 s carried at 2x, plus the slack: 21 s, and no more.
    await core.expectRefused(() => beat(10, 32), 'implausible_heartbeat');
    expect((await beat(10, 31)).watchedSeconds).toBe(31);
  });

  it('keeps what was watched when the video is revised to a shorter one, at most 100%', async () => {
    const { core, world, video, beat } = await watching();
    core.clock.advance(60_000);
    await beat(0, 60);
    await shorten({ core, world, video }, 40);
    const view = await core.useCases.openLesson.execute(
      world.course.id,
      video,
      actorOf(world.student),
    );
    expect(view.standing).toMatchObject({
      watchedSeconds: 60,
      watchedPercent: 100,
      status: 'started',
    });
    await core.useCases.completeLesson.execute(world.course.id, video, actorOf(world.student));
  });

  it('judges reports by the revised video even while the last one is remembered', async () => {
    const { core, world, video, beat } = await watching();
    core.clock.advance(30_000);
    await beat(0, 20);
    core.clock.advance(10_000);
    await beat(20, 30);
    await shorten({ core, world, video }, 40);
    core.clock.advance(30_000);
    await core.expectRefused(() => beat(30, 50), 'implausible_heartbeat');
    expect(await beat(30, 36)).toMatchObject({ status: 'completed', watchedPercent: 90 });
  });

  it('refuses a student whose enrollment has ended, though their last report is remembered', async () => {
    const { core, world, beat } = await watching();
    core.clock.advance(10_000);
    await beat(0, 5);
    core.clock.advance(5_000);
    await beat(5, 10);
    const enrollment = await core.store.enrollments.findEnrollment(
      world.student.email,
      world.course.id,
    );
    await core.store.enrollments.endEnrollment(enrollment!.id, core.clock.now(), 'refunded');
    core.clock.advance(5_000);
    const before = core.state();
    await core.expectRefused(() => beat(10, 15), 'forbidden');
    expect(core.state()).toEqual(before);
  });

  it('refuses seconds beyond the end of the video', async () => {
    const { core, beat } = await watching();
    core.clock.advance(600_000);
    await core.expectRefused(() => beat(95, 101), 'implausible_heartbeat');
  });

  it('refuses a range that ends before it starts', async () => {
    const { core, beat } = await watching();
    core.clock.advance(60_000);
    await core.expectRefused(() => beat(10, 10), 'validation_failed');
    await core.expectRefused(() => beat(-1, 5), 'validation_failed');
  });

  it('refuses reports for a lesson that is not a video', async () => {
    const { core, world } = await watching();
    core.clock.advance(60_000);
    await core.expectRefused(
      () =>
        core.useCases.recordHeartbeat.execute(
          world.course.id,
          world.lessonIds[1]!,
          { from: 0, to: 5, position: 5 },
          actorOf(world.student),
        ),
      'wrong_lesson_kind',
    );
  });

  it('refuses someone not enrolled, and records nothing for a preview visitor', async () => {
    const closed = await watching(false);
    closed.core.clock.advance(60_000);
    await closed.core.expectRefused(() => closed.beat(0, 10, closed.world.stranger), 'forbidden');

    const open = await watching(true);
    open.core.clock.advance(60_000);
    const before = open.core.state();
    expect(await open.beat(0, 10, open.world.stranger)).toMatchObject({
      tracked: false,
      watchedSeconds: 0,
    });
    expect(open.core.state()).toEqual(before);
  });

  it('refuses a lesson of another course, and callers who are not signed in', async () => {
    const { core, world, video } = await watching();
    const other = await aCourseWithLessons(core, [[aVideoDraft()]]);
    await core.expectRefused(
      () =>
        core.useCases.recordHeartbeat.execute(
          other.course.id,
          video,
          { from: 0, to: 1, position: 1 },
          actorOf(world.student),
        ),
      'not_found',
    );
    await core.expectRefused(
      () =>
        core.useCases.recordHeartbeat.execute(
          world.course.id,
          video,
          { from: 0, to: 1, position: 1 },
          null,
        ),
      'unauthenticated',
    );
  });

  it('counts a report whose progress changed between its read and its write once, under the lock', async () => {
    const { core, beat } = await watching();
    core.clock.advance(10_000);
    await beat(0, 5);
    const { unitOfWork } = core.store;
    const singleWrite = unitOfWork.singleWrite.bind(unitOfWork);
    let interrupted = false;
    unitOfWork.singleWrite = () => {
      const single = singleWrite()!;
      return {
        ...single,
        // Another report lands after this one has read the progress and before it writes.
        commit: async (write) => {
          if (!interrupted) {
            interrupted = true;
            await beat(5, 8);
          }
          return single.commit(write);
        },
      };
    };
    core.clock.advance(5_000);
    const standing = await beat(8, 12);
    expect(interrupted).toBe(true);
    expect(standing).toMatchObject({ watchedSeconds: 12, lastPositionSeconds: 12 });
    unitOfWork.singleWrite = singleWrite;
    expect((await beat(12, 13)).watchedSeconds).toBe(13);
  });
});

describe('RecordHeartbeat: one watching clock per student, across lessons and courses', () => {
  /** Three 6-second videos, two in one course and one in another, all opened at once. */
  async function sideBySide() {
    const core = memoryCore();
    const first = await aCourseWithLessons(core, [[aVideoDraft({}, 6), aVideoDraft({}, 6)]]);
    const second = await aCourseWithLessons(core, [[aVideoDraft({}, 6)]]);
    const { student } = first;
    await enroll(core.store, second.course, student);
    const lessons = [
      [first.course.id, first.lessonIds[0]!],
      [first.course.id, first.lessonIds[1]!],
      [second.course.id, second.lessonIds[0]!],
    ] as const;
    for (const [course, lesson] of lessons) {
      await core.useCases.openLesson.execute(course, lesson, actorOf(student));
    }
    const report = ([course, lesson]: (typeof lessons)[number], from: number, to: number) =>
      core.useCases.recordHeartbeat.execute(
        course,
        lesson,
        { from, to, position: to },
        actorOf(student),
      );
    return { core, lessons, report };
  }

  it('counts three videos played at once for 2.5 s as 2.5 s at twice the speed, not 18 s', async () => {
    const { core, lessons, report } = await sideBySide();
    core.clock.advance(2_500);
    const { answers, refused } = await settled(lessons.map((lesson) => report(lesson, 0, 6)));
    // 2.5 s of wall time play 5 s at 2x, and the slack one more: one 6-second video, no more.
    expect(answers.map((standing) => standing.status)).toEqual(['completed']);
    expect(refused).toEqual(['implausible_heartbeat', 'implausible_heartbeat']);
  });

  it('shares the wall time between the lessons a student reports on in turn', async () => {
    const { core, lessons, report } = await sideBySide();
    const [a, b] = lessons;
    core.clock.advance(2_000);
    await report(a, 0, 4);
    // Those 2 s played 4 s of the first video at 2x: none is left for the second.
    await core.expectRefused(() => report(b, 0, 2), 'implausible_heartbeat');
    core.clock.advance(1_000);
    expect((await report(b, 0, 2)).watchedSeconds).toBe(2);
    await core.expectRefused(() => report(a, 4, 6), 'implausible_heartbeat');
  });

  it('lets a student watch one video after another at twice the speed', async () => {
    const { core, lessons, report } = await sideBySide();
    const [a, b, c] = lessons;
    for (const lesson of [a, b, c]) {
      core.clock.advance(1_500);
      expect((await report(lesson, 0, 3)).watchedSeconds).toBe(3);
      core.clock.advance(1_500);
      expect((await report(lesson, 3, 6)).status).toBe('completed');
    }
  });
});
