import { describe, expect, it } from 'vitest';
import type { RateLimiter } from '../src/index';

/** Opens a limiter with fresh counters (its own database, or its own process memory). */
export type RateLimiterFactory = () => Promise<RateLimiter>;

const RULE = { action: 'contract_hits', max: 3, windowMs: 1_000 };

/** What every RateLimiter does: fixed windows per action and key, and then it lets go. */
export function rateLimiterContract(open: RateLimiterFactory): void {
  describe('RateLimiter', () => {
    it('lets the rule through per action and key, then answers how long to wait', async () => {
      const limiter = await open();
      const key = `person-${Math.random()}`;
      const waits: number[] = [];
      for (let hit = 0; hit < 4; hit += 1) waits.push(await limiter.hit(RULE, key));
      expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
      expect(waits[3]).toBeGreaterThan(0);
      expect(waits[3]).toBeLessThanOrEqual(RULE.windowMs);
      expect(await limiter.hit(RULE, `${key}-other`)).toBe(0);
      expect(await limiter.hit({ ...RULE, action: 'contract_other' }, key)).toBe(0);
    });

    it('lets the key go on once its window has passed', async () => {
      const limiter = await open();
      const key = `person-${Math.random()}`;
      for (let hit = 0; hit < 3; hit += 1) await limiter.hit(RULE, key);
      const wait = await limiter.hit(RULE, key);
      expect(wait).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, wait + 50));
      expect(await limiter.hit(RULE, key)).toBe(0);
    });
  });
}
