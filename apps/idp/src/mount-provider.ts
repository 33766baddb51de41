import type { Middleware } from 'koa';
import type { Provider } from 'oidc-provider';

/**
 * Hands every request under `prefix` to the provider's own Koa app, as koa-mount would. The
 * provider reads the mount path back from `originalUrl` to build its endpoint URLs.
 * Mount it before any body parser: the provider reads its own request bodies.
 */
export function mountProvider(prefix: string, provider: Provider): Middleware {
  const handle = provider.callback();
  return async (ctx, next) => {
    if (ctx.path !== prefix && !ctx.path.startsWith(`${prefix}/`)) return next();
    ctx.respond = false;
    const url = ctx.req.url ?? '/';
    (ctx.req as { originalUrl?: string }).originalUrl = url;
    ctx.req.url = url.slice(prefix.length) || '/';
    await handle(ctx.req, ctx.res);
  };
}
