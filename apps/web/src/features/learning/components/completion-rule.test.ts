import type { StandingWire } from '@classroom/http-contract';
import { describe, expect, it } from 'vitest';
import { ruleMet, standingText } from './completion-rule';
import { formatClock, formatLength } from './durations';

const started: StandingWire = {
  tracked: true,
  status: 'started',
  lastPositionSeconds: 0,
  watchedSeconds: 0,
  watchedPercent: 0,
  completedAt: null,
  attemptsUsed: 0,
  attemptsLeft: null,
  bestScore: null,
  courseProgressPercent: 0,
};

describe('the completion rule as the player states it', () => {
  it('gives a video’s share watched so far', () => {
    const rule = { kind: 'watch', percent: 90 } as const;
    expect(standingText(rule, { ...started, watchedPercent: 63 })).toBe(
      'Watch 90% to complete — 63% so far',
    );
    expect(ruleMet(rule, { ...started, watchedPercent: 89 })).toBe(false);
    expect(ruleMet(rule, { ...started, watchedPercent: 90 })).toBe(true);
  });

  it('asks for a YouTube or Vimeo video to be watched, then completed on the student’s word', () => {
    const rule = { kind: 'confirm' } as const;
    expect(standingText(rule, started)).toBe("Watch it, then choose 'Complete and continue'");
    expect(ruleMet(rule, started)).toBe(true);
  });

  it('gives a quiz’s pass mark, best score and attempts left', () => {
    const rule = { kind: 'pass', passMark: 70, attemptsLimit: 3 } as const;
    expect(standingText(rule, { ...started, attemptsLeft: 3 })).toBe(
      'Score 70% or more to pass — no attempt yet, 3 attempts left',
    );
    expect(standingText(rule, { ...started, bestScore: 50, attemptsLeft: 1 })).toBe(
      'Score 70% or more to pass — best 50%, 1 attempt left',
    );
    expect(ruleMet(rule, { ...started, bestScore: 70 })).toBe(true);
  });

  it('says when the lesson is completed', () => {
    expect(standingText({ kind: 'mark' }, { ...started, status: 'completed' })).toBe(
      "Read it, then choose 'Complete and continue' — completed",
    );
  });
});

describe('durations', () => {
  it('show a position as a clock', () => {
    expect(formatClock(5)).toBe('0:05');
    expect(formatClock(245)).toBe('4:05');
    expect(formatClock(3729)).toBe('1:02:09');
  });

  it('show a total length in words', () => {
    expect(formatLength(45)).toBe('45 s');
    expect(formatLength(720)).toBe('12 min');
    expect(formatLength(7500)).toBe('2 h 5 min');
    expect(formatLength(7200)).toBe('2 h');
  });
});
