import type { Middleware } from 'koa';
import { HttpError } from '@classroom/http-edge';

export interface RateLimitRule {
  /** Requests allowed per client in one window. */
  max: number;
  windowMs: number;
}

/**
 * A fixed-window limiter held in this process, keyed by client address. Each replica
 * limits on its own, which is enough to blunt password guessing and scraping.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds to wait, or 0 when the hit is allowed. */
  hit(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.rule.max ? window.resetAt - now : 0;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Limits matching requests per client address. A page navigation that is limited (`GET`, when
 * `pageFor` names a page) goes to that page, which says why, instead of showing raw JSON.
 */
export function rateLimit(
  rule: RateLimitRule,
  matches: (path: string, method: string) => boolean,
  pageFor?: (path: string) => string | undefined,
): Middleware {
  const limiter = new RateLimiter(rule);
  return async (ctx, next) => {
    if (matches(ctx.path, ctx.method)) {
      const waitMs = limiter.hit(ctx.ip);
      const page = ctx.method === 'GET' ? pageFor?.(ctx.path) : undefined;
      if (waitMs > 0 && page) {
        ctx.set('Retry-After', String(Math.ceil(waitMs / 1000)));
        ctx.redirect(page);
        return;
      }
      if (waitMs > 0) {
        throw new HttpError(
          'rate_limited',
          'Too many requests. Try again in a moment.',
          undefined,
          {
            'Retry-After': String(Math.ceil(waitMs / 1000)),
          },
        );
      }
    }
    await next();
  };
}
