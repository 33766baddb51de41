import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginThrottle } from './login-throttle';

const limits = {
  freeAttempts: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
  perAddress: 10,
  windowMs: 60_000,
};

async function fail(throttle: LoginThrottle, times: number, account: string, address: string) {
  for (let i = 0; i < times; i += 1) await throttle.recordFailure(account, address);
}

describe('LoginThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a few failures through, then makes each further one wait twice as long', async () => {
    const throttle = new LoginThrottle(limits);
    await fail(throttle, 2, 'ada@example.com', '10.0.0.1');
    expect(await throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(0);

    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await throttle.recordFailure('ada@example.com', '10.0.0.1');
      waits.push(await throttle.retryAfter('ada@example.com', '10.0.0.1'));
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);

    vi.advanceTimersByTime(8_000);
    expect(await throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(0);
  });

  it('never slows the owner down from another address: a stranger cannot lock anyone out', async () => {
    const throttle = new LoginThrottle(limits);
    await fail(throttle, 9, 'ada@example.com', '203.0.113.7');
    expect(await throttle.retryAfter('ada@example.com', '203.0.113.7')).toBeGreaterThan(0);
    expect(await throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(0);
  });

  it('stops one address that fails across many accounts for the window', async () => {
    const throttle = new LoginThrottle(limits);
    for (let i = 0; i < 10; i += 1)
      await throttle.recordFailure(`user${i}@example.com`, '10.0.0.9');
    const wait = await throttle.retryAfter('new@example.com', '10.0.0.9');
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await throttle.retryAfter('new@example.com', '10.0.0.8')).toBe(0);
  });

  it('forgets a pair’s failures after a right password', async () => {
    const throttle = new LoginThrottle(limits);
    await fail(throttle, 5, 'sam@example.com', '10.0.1.1');
    await throttle.recordSuccess('sam@example.com', '10.0.1.1');
    expect(await throttle.retryAfter('sam@example.com', '10.0.1.1')).toBe(0);
    await throttle.recordFailure('sam@example.com', '10.0.1.1');
    expect(await throttle.retryAfter('sam@example.com', '10.0.1.1')).toBe(0);
  });
});
