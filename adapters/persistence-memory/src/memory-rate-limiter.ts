import type { Clock, RateLimiter, RateRule } from '@classroom/core';

/** Fixed windows counted in this process, dated by the clock (tests move it by hand). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly clock: Clock) {}

  async hit(rule: RateRule, key: string): Promise<number> {
    const now = this.clock.now().getTime();
    const id = `${rule.action}:${key}`;
    let window = this.windows.get(id);
    if (!window || now >= window.start + rule.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(id, window);
    }
    window.count += 1;
    return window.count > rule.max ? window.start + rule.windowMs - now : 0;
  }
}
