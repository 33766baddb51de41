import type { Context } from 'koa';

/** Where @koa/router keeps the pattern of the route that matched a request. */
interface Matched {
  _matchedRoute?: unknown;
}

/** The pattern of the route a request took (`/api/v1/users/:email`), when one is known. */
export function routePattern(ctx: Context): string | undefined {
  const matched = (ctx as Matched)._matchedRoute;
  return typeof matched === 'string' ? matched : undefined;
}

/**
 * Names the route of a request that no @koa/router of this app matched (a mounted app, tus),
 * as a router would: logs and metrics then say its pattern, never the URL a client sent.
 */
export function nameRoute(ctx: Context, pattern: string): void {
  (ctx as Matched)._matchedRoute = pattern;
}
