import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Paths the website never answers: they belong to the API, the IdP and the processors. */
const NOT_WEB =
  /^\/(api|auth|idp|jwt|webhooks|test-processor|payments|create-payment-intent|enroll|healthz|readyz|\.well-known|credentials)(\/|$)/;

/**
 * Serves the built website: hashed assets with an immutable one-year cache, everything else
 * revalidated, and index.html for any other page path (the SPA's own routes).
 */
export function staticWeb(webRoot: string): Middleware {
  const root = path.resolve(webRoot);
  const index = path.join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || NOT_WEB.test(ctx.path)) return next();
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
    // A page route of the SPA: no extension, wants HTML.
    if (path.extname(ctx.path) === '' && ctx.accepts('html') && existsSync(index)) {
      await send(ctx, 'index.html', {
        root,
        setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
      });
      return;
    }
    await next();
  };
}
