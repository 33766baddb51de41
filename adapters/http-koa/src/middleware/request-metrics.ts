import { routePattern } from '@classroom/http-edge';
import type { Middleware } from 'koa';

/** One answered request, as metrics count it. */
export interface RequestSample {
  method: string;
  /** The router's path pattern (`/api/v1/course/payment/:id`), never the raw URL. */
  route: string;
  status: number;
  seconds: number;
}

/**
 * Tells `observe` of every request once it is answered. The route is the matched pattern, so
 * the number of distinct labels stays that of the routes, whatever URLs clients send.
 */
export function requestMetrics(observe: (sample: RequestSample) => void): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      observe({
        method: ctx.method,
        route: routePattern(ctx) ?? (ctx.status === 404 ? '(unmatched)' : '(website)'),
        status: ctx.status,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
      });
    }
  };
}
