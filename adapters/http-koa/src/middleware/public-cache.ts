import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';

/**
 * Public lists: a short shared cache and an ETag, so browsers and proxies revalidate cheaply
 * (304 without a body when nothing changed).
 */
export function publicCache(maxAgeSeconds = 10): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 200 || ctx.body === undefined || ctx.body === null) return;
    const json = typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body);
    const tag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
    ctx.set('Cache-Control', `public, max-age=${maxAgeSeconds}`);
    ctx.set('ETag', tag);
    ctx.type = 'application/json';
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.body = json;
  };
}
