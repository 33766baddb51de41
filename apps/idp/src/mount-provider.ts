import type { IncomingMessage } from 'node:http';
import { nameRoute, routePattern } from '@classroom/http-edge';
import type { Middleware } from 'koa';
import type { Provider } from 'oidc-provider';

/**
 * Hands every request under `prefix` to the provider's own Koa app, as koa-mount would. The
 * provider reads the mount path back from `originalUrl` to build its endpoint URLs.
 * Mount it before any body parser: the provider reads its own request bodies.
 * The request is named after the provider's route that answered it (`/idp/interaction/:uid`,
 * `/idp/*` when none did), so logs and metrics never carry its ids.
 */
export function mountProvider(prefix: string, provider: Provider): Middleware {
  const answeredBy = new WeakMap<IncomingMessage, string>();
  // First of the provider's middleware, whatever is added later: it sees the route whichever
  // router matched, the provider's own or the interaction screens'.
  provider.middleware.unshift(async (ctx, next) => {
    try {
      await next();
    } finally {
      const matched = routePattern(ctx);
      if (matched) answeredBy.set(ctx.req, matched);
    }
  });
  const handle = provider.callback();
  return async (ctx, next) => {
    if (ctx.path !== prefix && !ctx.path.startsWith(`${prefix}/`)) return next();
    ctx.respond = false;
    const url = ctx.req.url ?? '/';
    (ctx.req as { originalUrl?: string }).originalUrl = url;
    ctx.req.url = url.slice(prefix.length) || '/';
    try {
      await handle(ctx.req, ctx.res);
    } finally {
      nameRoute(ctx, `${prefix}${answeredBy.get(ctx.req) ?? '/*'}`);
    }
  };
}
