import { ImplausibleHeartbeatError, LessonRuleNotMetError } from './learning.errors';
import type { Lesson } from './lesson-content';
import type { QuizAttempt } from './quiz-attempt';
import { addSeconds, countSeconds, type SecondRanges } from './second-ranges';
import { MAX_PLAYBACK_RATE } from './lesson-limits';

export type LessonStatus = 'started' | 'completed';

/** One student's standing in one lesson (keyed by their enrollment). */
export interface LessonProgress {
  enrollmentId: string;
  lessonId: string;
  status: LessonStatus;
  /** Where the video was when last reported, to resume there. */
  lastPositionSeconds: number;
  /** The distinct seconds of the video watched, from accepted heartbeats. */
  watched: SecondRanges;
  completedAt: Date | null;
  /**
   * The lesson's clock: the wall time up to which the seconds reported are accounted for, set
   * when the lesson is opened and moved on by each counted heartbeat (see countHeartbeat). It
   * may lie a little in the future when a report used the slack.
   */
  lastSeenAt: Date;
}

/**
 * A counted heartbeat: the lesson's progress, and the student's watching clock (decision 48),
 * the wall time up to which every second they reported, in any lesson of any course, is
 * accounted for. Both clocks end where this report's seconds took them.
 */
export interface CountedHeartbeat {
  progress: LessonProgress;
  clock: Date;
}

/** A video completes once this share of its distinct seconds has been watched. */
export const VIDEO_COMPLETION_PERCENT = 90;
/**
 * Seconds of video of leeway for network delay and a last partial second, repaid by the next
 * reports: a small part of even a short video.
 */
export const HEARTBEAT_SLACK_SECONDS = 1;
/** At most this much unused wall time carries over to the next report. */
export const HEARTBEAT_CARRY_SECONDS = 10;

export interface Heartbeat {
  /** The seconds watched since the previous heartbeat: [from, to). */
  from: number;
  to: number;
  position: number;
}

export function newProgress(enrollmentId: string, lessonId: string, now: Date): LessonProgress {
  return {
    enrollmentId,
    lessonId,
    status: 'started',
    lastPositionSeconds: 0,
    watched: [],
    completedAt: null,
    lastSeenAt: now,
  };
}

export function isLessonCompleted(progress: Pick<LessonProgress, 'status'>): boolean {
  return progress.status === 'completed';
}

/** Completed now, once: a lesson completed already keeps its completion date. */
function completed(progress: LessonProgress, now: Date): LessonProgress {
  if (isLessonCompleted(progress)) return progress;
  return { ...progress, status: 'completed', completedAt: now };
}

/** Seconds of the video needed to complete it. */
export function secondsToComplete(lesson: Lesson): number {
  return Math.ceil((lesson.durationSeconds * VIDEO_COMPLETION_PERCENT) / 100);
}

export function watchedPercent(progress: LessonProgress | null, lesson: Lesson): number {
  if (!progress || lesson.durationSeconds === 0) return 0;
  // A video revised to a shorter duration may have more seconds watched than it now has.
  return Math.min(100, Math.floor((countSeconds(progress.watched) * 100) / lesson.durationSeconds));
}

/**
 * Counts a heartbeat, or refuses it whole: seconds past the end of the video, or more seconds
 * than the wall time allows (at the fastest speed, plus the slack) since the later of the
 * lesson's clock and the student's watching clock. The lesson's clock keeps what went before
 * its opening out; the student's, one per person, keeps videos played side by side from
 * counting more than one played at twice the speed. Time is accounted for cumulatively, so
 * the slack is not granted afresh to each report: a burst of reports with no time between
 * them gets the slack once. The video completes when this heartbeat crosses 90%; one marked
 * incomplete again is completed by 'Complete' only.
 */
export function countHeartbeat(
  progress: LessonProgress,
  clock: Date | null,
  lesson: Lesson,
  beat: Heartbeat,
  now: Date,
): CountedHeartbeat {
  const duration = lesson.durationSeconds;
  if (beat.to > duration || beat.position > duration) {
    throw new ImplausibleHeartbeatError('it reports seconds past the end of the video');
  }
  const claimed = beat.to - beat.from;
  const since = Math.max(progress.lastSeenAt.getTime(), clock?.getTime() ?? -Infinity);
  const elapsed = (now.getTime() - since) / 1000;
  if (claimed > elapsed * MAX_PLAYBACK_RATE + HEARTBEAT_SLACK_SECONDS) {
    throw new ImplausibleHeartbeatError('it reports more seconds than have passed');
  }
  const accountedTo = new Date(
    Math.max(
      since + (claimed / MAX_PLAYBACK_RATE) * 1000,
      now.getTime() - HEARTBEAT_CARRY_SECONDS * 1000,
    ),
  );
  const before = countSeconds(progress.watched);
  const watched = addSeconds(progress.watched, beat.from, beat.to);
  const needed = secondsToComplete(lesson);
  const crossed = before < needed && countSeconds(watched) >= needed;
  const counted: LessonProgress = {
    ...progress,
    watched,
    lastPositionSeconds: Math.floor(beat.position),
    lastSeenAt: accountedTo,
  };
  return { progress: crossed ? completed(counted, now) : counted, clock: accountedTo };
}

/** Opening the lesson starts its heartbeats' clock afresh, keeping any slack still owed. */
export function openedAt(progress: LessonProgress, now: Date): LessonProgress {
  return {
    ...progress,
    lastSeenAt: new Date(Math.max(now.getTime(), progress.lastSeenAt.getTime())),
  };
}

/**
 * 'Complete and continue'. Articles and files complete when the student says so; a video
 * needs 90% watched and a quiz a passing attempt.
 */
export function markComplete(
  progress: LessonProgress,
  lesson: Lesson,
  passed: boolean,
  now: Date,
): LessonProgress {
  if (isLessonCompleted(progress)) return progress;
  if (
    lesson.content.kind === 'video' &&
    lesson.content.source.type === 'asset' &&
    countSeconds(progress.watched) < secondsToComplete(lesson)
  ) {
    throw new LessonRuleNotMetError(`watch ${VIDEO_COMPLETION_PERCENT}% of the video`);
  }
  if (lesson.content.kind === 'quiz' && !passed) {
    throw new LessonRuleNotMetError(`score ${lesson.content.passMark}% or more in the quiz`);
  }
  return completed(progress, now);
}

/**
 * A graded attempt at the quiz: the first passing one completes it. A later pass leaves a
 * quiz the student marked incomplete since as it is ('Complete' completes it again).
 */
export function countQuizAttempt(
  progress: LessonProgress,
  attempt: Pick<QuizAttempt, 'passed'>,
  earlier: readonly Pick<QuizAttempt, 'passed'>[],
  now: Date,
): LessonProgress {
  const firstPass = attempt.passed && !earlier.some((before) => before.passed);
  return firstPass ? completed(progress, now) : progress;
}

/** The student takes the lesson again: what they watched and their attempts are kept. */
export function markIncomplete(progress: LessonProgress): LessonProgress {
  return { ...progress, status: 'started', completedAt: null };
}
