import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { IndexPage } from './index-page';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Paths the website never answers: they belong to the API, the IdP and the processors. */
const NOT_WEB =
  /^\/(api|auth|idp|jwt|webhooks|test-processor|payments|create-payment-intent|enroll|healthz|readyz|\.well-known|credentials)(\/|$)/;

/**
 * Serves the built website: index.html (from memory) for every page path, the SPA's own
 * routes, hashed assets with an immutable one-year cache, and every other file revalidated.
 */
export function staticWeb(webRoot: string, index: () => IndexPage | null): Middleware {
  const root = path.resolve(webRoot);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || NOT_WEB.test(ctx.path)) return next();
    // A page route of the SPA (no extension, wants HTML), the home page included.
    if (path.extname(ctx.path) === '' && ctx.accepts('html')) {
      const page = index();
      if (page) {
        ctx.type = 'html';
        ctx.set('Cache-Control', 'no-cache');
        ctx.body = page.bytes;
        return;
      }
    }
    const hashed = ctx.path.startsWith('/assets/');
    try {
      const served = await send(ctx, ctx.path, {
        root,
        index: 'index.html',
        immutable: hashed,
        maxage: hashed ? YEAR_MS : 0,
        setHeaders: (res, file) => {
          if (!hashed)
            res.setHeader(
              'Cache-Control',
              file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
            );
        },
      });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
    }
    await next();
  };
}
