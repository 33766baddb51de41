import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import {
  RateLimiterMemory,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { HttpError } from '@classroom/http-edge';
import type { AppState } from '../app-state';
import { limitedPage } from './limited-page';

export interface RateLimitRule {
  /** Requests allowed per client in one window. */
  max: number;
  windowMs: number;
}

/**
 * Makes one named limiter. The server passes its database's, so that every replica counts
 * against one limit; the default counts in this process.
 */
export type LimiterFactory = (
  options: IRateLimiterOptions & { keyPrefix: string },
) => RateLimiterAbstract;

export const memoryLimiters: LimiterFactory = (options) => new RateLimiterMemory(options);

/**
 * Limits matching requests per client address, in fixed windows. A page navigation that is
 * limited (`GET`, when `pageFor` names a page) goes to that page, which says why, instead of
 * showing raw JSON; any other limited navigation (a GET that prefers HTML) gets a plain page
 * saying how long to wait. A limiter that fails lets the request through, with a log line: a broken
 * counter must not stop a school's sales or sign-ins (the shared store already falls back to
 * counting in this process; this covers anything else).
 */
export function rateLimit(
  name: string,
  rule: RateLimitRule,
  matches: (path: string, method: string) => boolean,
  limiters: LimiterFactory = memoryLimiters,
  pages: {
    /** The product page that says why, for a limited navigation it has one for. */
    pageFor?: (path: string, query: Record<string, unknown>) => string | undefined;
    /** The school's name, in the title of the plain page otherwise shown. */
    school: string;
  },
): Middleware<AppState> {
  const windowSeconds = Math.max(1, Math.ceil(rule.windowMs / 1000));
  const limiter = limiters({
    keyPrefix: `http_${name}`,
    points: rule.max,
    duration: windowSeconds,
  });
  return async (ctx, next) => {
    if (matches(ctx.path, ctx.method)) {
      const counted = await count(limiter, clientKey(ctx.ip), (error) =>
        ctx.state.log?.warn({ err: error, limit: name }, 'rate limit not checked'),
      );
      // The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers), on every counted hit.
      if (counted) {
        ctx.set('RateLimit-Policy', `"${name}";q=${rule.max};w=${windowSeconds}`);
        ctx.set('RateLimit', `"${name}";r=${counted.remaining};t=${secondsOf(counted.resetMs)}`);
      }
      const waitMs = counted?.waitMs ?? 0;
      const page = ctx.method === 'GET' ? pages.pageFor?.(ctx.path, ctx.query) : undefined;
      if (waitMs > 0 && page) {
        ctx.set('Retry-After', String(Math.ceil(waitMs / 1000)));
        ctx.redirect(page);
        return;
      }
      // Any other limited navigation still gets a page a person can read.
      if (waitMs > 0 && ctx.method === 'GET' && ctx.accepts('json', 'html') === 'html') {
        const seconds = Math.ceil(waitMs / 1000);
        ctx.set('Retry-After', String(seconds));
        ctx.status = 429;
        ctx.type = 'html';
        ctx.body = limitedPage(seconds, pages.school);
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

/** What one hit left of the limit; `waitMs` is 0 when it is allowed. */
interface Counted {
  remaining: number;
  resetMs: number;
  waitMs: number;
}

/** Counts one hit; null when it could not be counted (the hit is then let through). */
async function count(
  limiter: RateLimiterAbstract,
  key: string,
  onFailure: (error: unknown) => void,
): Promise<Counted | null> {
  try {
    const left = await limiter.consume(key);
    return { remaining: left.remainingPoints, resetMs: left.msBeforeNext, waitMs: 0 };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      const waitMs = Math.max(1, refusal.msBeforeNext);
      return { remaining: 0, resetMs: waitMs, waitMs };
    }
    onFailure(refusal);
    return null;
  }
}

const secondsOf = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** Counters are keyed by a digest of the address, so no table holds addresses in clear. */
function clientKey(address: string): string {
  return createHash('sha256').update(address).digest('base64url');
}
