import type { Middleware } from 'koa';
import { routePattern } from './route-label';

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
        route: routePattern(ctx) ?? unmatchedRoute(ctx.path, ctx.status),
        status: ctx.status,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
      });
    }
  };
}

function unmatchedRoute(path: string, status: number): string {
  if (path === '/idp' || path.startsWith('/idp/')) return '/idp/*';
  return status === 404 ? '(unmatched)' : '(website)';
}
