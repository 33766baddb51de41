import type { Lesson } from './lesson-content';
import {
  VIDEO_COMPLETION_PERCENT,
  watchedPercent,
  type LessonProgress,
  type LessonStatus,
} from './lesson-progress';
import { countSeconds } from './second-ranges';
import type { QuizAttempt } from './quiz-attempt';

/**
 * How a lesson completes, for the player to state next to it. `confirm`: a YouTube or Vimeo
 * video, which plays in the provider's frame and reports nothing the server could check, is
 * completed on the student's word, as an article is.
 */
export type CompletionRule =
  | { kind: 'watch'; percent: number }
  | { kind: 'confirm' }
  | { kind: 'mark' }
  | { kind: 'pass'; passMark: number; attemptsLimit: number | null };

export function completionRule(lesson: Lesson): CompletionRule {
  switch (lesson.content.kind) {
    case 'video':
      return lesson.content.source.type === 'link'
        ? { kind: 'confirm' }
        : { kind: 'watch', percent: VIDEO_COMPLETION_PERCENT };
    case 'quiz':
      return {
        kind: 'pass',
        passMark: lesson.content.passMark,
        attemptsLimit: lesson.content.attemptsLimit,
      };
    default:
      return { kind: 'mark' };
  }
}

/**
 * A student's standing toward a lesson's rule, and the course's percentage. `tracked` is false
 * for the owner, admins and preview visitors, whose viewing records nothing.
 */
export interface LessonStanding {
  tracked: boolean;
  status: LessonStatus | 'not_started';
  lastPositionSeconds: number;
  watchedSeconds: number;
  watchedPercent: number;
  completedAt: Date | null;
  attemptsUsed: number;
  /** Attempts left; null for no limit. */
  attemptsLeft: number | null;
  bestScore: number | null;
  courseProgressPercent: number | null;
}

export function standingOf(
  lesson: Lesson,
  progress: LessonProgress | null,
  attempts: QuizAttempt[],
  courseProgressPercent: number | null,
): LessonStanding {
  const limit = lesson.content.kind === 'quiz' ? lesson.content.attemptsLimit : null;
  const scores = attempts.map((attempt) => attempt.score);
  return {
    tracked: courseProgressPercent !== null,
    status: progress?.status ?? 'not_started',
    lastPositionSeconds: progress?.lastPositionSeconds ?? 0,
    watchedSeconds: progress ? countSeconds(progress.watched) : 0,
    watchedPercent: watchedPercent(progress, lesson),
    completedAt: progress?.completedAt ?? null,
    attemptsUsed: attempts.length,
    attemptsLeft: limit === null ? null : Math.max(0, limit - attempts.length),
    bestScore: scores.length > 0 ? Math.max(...scores) : null,
    courseProgressPercent,
  };
}
