import { finished } from 'node:stream';
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
 * Tells `observe` of every request once its answer is written. The route is the matched
 * pattern, so the number of distinct labels stays that of the routes, whatever URLs clients
 * send. It waits for the response to finish, not for the middleware to return: a handler that
 * answers on the raw response (tus) may return before the status is written, and a streamed
 * body's time is part of the request's.
 */
export function requestMetrics(observe: (sample: RequestSample) => void): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    finished(ctx.res, () =>
      observe({
        method: ctx.method,
        route: routePattern(ctx) ?? (ctx.status === 404 ? '(unmatched)' : '(website)'),
        status: ctx.res.statusCode,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
      }),
    );
    await next();
  };
}
