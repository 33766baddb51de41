import { describe, expect, it } from 'vitest';
import { ImplausibleHeartbeatError, LessonRuleNotMetError } from './learning.errors';
import type { Lesson, LessonContent } from './lesson-content';
import {
  countHeartbeat,
  countQuizAttempt,
  isLessonCompleted,
  markComplete,
  markIncomplete,
  newProgress,
  type LessonProgress,
} from './lesson-progress';

const opened = new Date('2026-03-01T10:00:00Z');
const seconds = (n: number) => new Date(opened.getTime() + n * 1000);

function aLesson(content: LessonContent, durationSeconds = 100): Lesson {
  return {
    id: 'lesson-1',
    sectionId: 'section-1',
    position: 0,
    title: 'One',
    preview: false,
    durationSeconds,
    content,
  };
}

const video = aLesson({
  kind: 'video',
  source: { type: 'asset', assetId: 'video-1' },
  captionsUrl: null,
});
const article = aLesson({ kind: 'article', markdown: 'Text' }, 300);
const quiz = aLesson({ kind: 'quiz', questions: [], passMark: 100, attemptsLimit: 2 }, 120);

const started = () => newProgress('enrollment-1', 'lesson-1', opened);
const watched = (progress: LessonProgress, upTo: number): LessonProgress => ({
  ...progress,
  watched: [[0, upTo]],
});

/** The change is refused with the rule's error, the record untouched. */
function expectRuleNotMet(change: () => LessonProgress, from: LessonProgress) {
  const before = structuredClone(from);
  expect(change).toThrow(LessonRuleNotMetError);
  expect(from).toEqual(before);
}

describe('a lesson progress', () => {
  it('starts when the lesson is opened, at the start, nothing watched', () => {
    expect(started()).toEqual({
      enrollmentId: 'enrollment-1',
      lessonId: 'lesson-1',
      status: 'started',
      lastPositionSeconds: 0,
      watched: [],
      completedAt: null,
      lastSeenAt: opened,
    });
    expect(isLessonCompleted(started())).toBe(false);
  });

  it("completes on 'Complete' when the lesson's rule is met, once", () => {
    const done = markComplete(started(), article, false, seconds(5));
    expect(done).toMatchObject({ status: 'completed', completedAt: seconds(5) });
    expect(isLessonCompleted(done)).toBe(true);
    expect(markComplete(done, article, false, seconds(9))).toBe(done);
    expect(markComplete(watched(started(), 90), video, false, seconds(5))).toMatchObject({
      status: 'completed',
    });
    expect(markComplete(started(), quiz, true, seconds(5))).toMatchObject({ status: 'completed' });
  });

  it("refuses 'Complete' before 90% of a video is watched or the quiz is passed", () => {
    expectRuleNotMet(
      () => markComplete(watched(started(), 89), video, false, seconds(5)),
      watched(started(), 89),
    );
    const fresh = started();
    expectRuleNotMet(() => markComplete(fresh, quiz, false, seconds(5)), fresh);
  });

  it('is taken again keeping what was watched', () => {
    const done = markComplete(watched(started(), 95), video, false, seconds(5));
    expect(markIncomplete(done)).toEqual({ ...done, status: 'started', completedAt: null });
  });

  it('completes the video when a heartbeat crosses 90%, and only then', () => {
    const almost = watched(started(), 80);
    const { progress } = countHeartbeat(
      almost,
      null,
      video,
      { from: 80, to: 90, position: 90 },
      seconds(10),
    );
    expect(progress).toMatchObject({
      status: 'completed',
      completedAt: seconds(10),
      lastPositionSeconds: 90,
    });
    const reopened = markIncomplete(progress);
    const again = countHeartbeat(
      reopened,
      null,
      video,
      { from: 90, to: 95, position: 95 },
      seconds(20),
    );
    expect(again.progress).toMatchObject({ status: 'started', completedAt: null });
  });

  it('refuses a heartbeat past the end of the video, the record untouched', () => {
    const fresh = started();
    expect(() =>
      countHeartbeat(fresh, null, video, { from: 95, to: 101, position: 101 }, seconds(60)),
    ).toThrow(ImplausibleHeartbeatError);
    expect(fresh).toEqual(started());
  });

  it("completes a quiz on its first passing attempt, keeping a completion's date", () => {
    const pass = { passed: true };
    const fail = { passed: false };
    expect(countQuizAttempt(started(), pass, [fail], seconds(5))).toMatchObject({
      status: 'completed',
      completedAt: seconds(5),
    });
    expect(countQuizAttempt(started(), fail, [], seconds(5))).toEqual(started());
    const reopened = markIncomplete(markComplete(started(), quiz, true, seconds(5)));
    expect(countQuizAttempt(reopened, pass, [pass], seconds(9))).toEqual(reopened);
    const done = markComplete(started(), quiz, true, seconds(5));
    expect(countQuizAttempt(done, pass, [], seconds(9))).toBe(done);
  });
});
