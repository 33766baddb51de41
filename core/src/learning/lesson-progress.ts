import { ImplausibleHeartbeatError, LessonRuleNotMetError } from './learning.errors';
import type { Lesson } from './lesson-content';
import { addSeconds, countSeconds, type SecondRanges } from './second-ranges';

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
  /** The last time the student opened the lesson or a heartbeat was counted. */
  lastSeenAt: Date;
}

/** A video completes once this share of its distinct seconds has been watched. */
export const VIDEO_COMPLETION_PERCENT = 90;
/**
 * A heartbeat may claim at most this many seconds of video per second of wall time since the
 * previous one: the player's fastest speed.
 */
export const MAX_PLAYBACK_RATE = 2;
/** Seconds of leeway for network delay and rounding in that comparison. */
export const HEARTBEAT_SLACK_SECONDS = 3;

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

/** Seconds of the video needed to complete it. */
export function secondsToComplete(lesson: Lesson): number {
  return Math.ceil((lesson.durationSeconds * VIDEO_COMPLETION_PERCENT) / 100);
}

export function watchedPercent(progress: LessonProgress | null, lesson: Lesson): number {
  if (!progress || lesson.durationSeconds === 0) return 0;
  return Math.floor((countSeconds(progress.watched) * 100) / lesson.durationSeconds);
}

/**
 * Counts a heartbeat, or refuses it whole: seconds past the end of the video, or more seconds
 * than the wall time since the previous report allows. The video completes when this
 * heartbeat crosses 90%; one marked incomplete again is completed by 'Complete' only.
 */
export function countHeartbeat(
  progress: LessonProgress,
  lesson: Lesson,
  beat: Heartbeat,
  now: Date,
): LessonProgress {
  const duration = lesson.durationSeconds;
  if (beat.to > duration || beat.position > duration) {
    throw new ImplausibleHeartbeatError('it reports seconds past the end of the video');
  }
  const claimed = beat.to - beat.from;
  const elapsed = Math.max(0, (now.getTime() - progress.lastSeenAt.getTime()) / 1000);
  if (claimed > elapsed * MAX_PLAYBACK_RATE + HEARTBEAT_SLACK_SECONDS) {
    throw new ImplausibleHeartbeatError('it reports more seconds than have passed');
  }
  const before = countSeconds(progress.watched);
  const watched = addSeconds(progress.watched, beat.from, beat.to);
  const needed = secondsToComplete(lesson);
  const crossed = before < needed && countSeconds(watched) >= needed;
  return {
    ...progress,
    watched,
    lastPositionSeconds: Math.floor(beat.position),
    lastSeenAt: now,
    ...(crossed && progress.status !== 'completed'
      ? { status: 'completed' as const, completedAt: now }
      : {}),
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
  if (progress.status === 'completed') return progress;
  if (
    lesson.content.kind === 'video' &&
    countSeconds(progress.watched) < secondsToComplete(lesson)
  ) {
    throw new LessonRuleNotMetError(`watch ${VIDEO_COMPLETION_PERCENT}% of the video`);
  }
  if (lesson.content.kind === 'quiz' && !passed) {
    throw new LessonRuleNotMetError(`score ${lesson.content.passMark}% or more in the quiz`);
  }
  return { ...progress, status: 'completed', completedAt: now, lastSeenAt: now };
}

/** The student takes the lesson again: what they watched and their attempts are kept. */
export function markIncomplete(progress: LessonProgress, now: Date): LessonProgress {
  return { ...progress, status: 'started', completedAt: null, lastSeenAt: now };
}
