import { describe, expect, it } from 'vitest';
import { backoffMs, nextAttemptAt, type RetryPolicy } from './job-retry';

const policy: RetryPolicy = { backoffBaseMs: 1_000, backoffMaxMs: 10_000, deadlineMs: 60_000 };
const created = new Date('2026-01-15T10:00:00.000Z');
const after = (ms: number) => new Date(created.getTime() + ms);

describe('job retries', () => {
  it('double the wait after each failure, up to the longest wait', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => backoffMs(attempts, policy))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
    expect(backoffMs(5_000, policy)).toBe(10_000);
  });

  it('plan the next attempt after the wait while it starts before the deadline', () => {
    expect(nextAttemptAt({ attempts: 3, createdAt: created }, after(10_000), policy)).toEqual(
      after(14_000),
    );
    expect(nextAttemptAt({ attempts: 9, createdAt: created }, after(50_000), policy)).toEqual(
      after(60_000),
    );
  });

  it('make an attempt the last when the next would start after the deadline', () => {
    expect(nextAttemptAt({ attempts: 9, createdAt: created }, after(50_001), policy)).toBeNull();
    expect(nextAttemptAt({ attempts: 1, createdAt: created }, after(90_000), policy)).toBeNull();
  });
});
