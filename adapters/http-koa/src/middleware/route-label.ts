import type { Context } from 'koa';

/** A path segment that may name a person: an e-mail address, raw or percent-encoded. */
const PERSONAL_SEGMENT = /[^/]*(?:@|%40)[^/]*/gi;

/**
 * What logs and metrics call a request's route: the router's pattern
 * (`/api/v1/users/:email`) when one matched, so no URL a client sends shows up as is.
 */
export function routePattern(ctx: Context): string | undefined {
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  return typeof matched === 'string' ? matched : undefined;
}

/** The path to log: the matched pattern, or the raw path with e-mail-like segments masked. */
export function loggablePath(ctx: Context): string {
  return routePattern(ctx) ?? ctx.path.replace(PERSONAL_SEGMENT, ':redacted');
}
