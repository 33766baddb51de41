import { routePattern } from '@classroom/http-edge';
import type { Context } from 'koa';

/** A path segment that may name a person: an e-mail address, raw or percent-encoded. */
const PERSONAL_SEGMENT = /[^/]*(?:@|%40)[^/]*/gi;

/** The path to log: the matched pattern, or the raw path with e-mail-like segments masked. */
export function loggablePath(ctx: Context): string {
  return routePattern(ctx) ?? ctx.path.replace(PERSONAL_SEGMENT, ':redacted');
}
