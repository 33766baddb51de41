import type { Middleware } from 'koa';
import compress from 'koa-compress';

/**
 * koa-compress for bodies over 1 KB. A request without Accept-Encoding gets the body as is
 * (koa-compress would negotiate `identity` after the fact), so it skips the negotiation.
 */
export function compression(): Middleware {
  const compressor = compress({ threshold: 1024 });
  return (ctx, next) => {
    if (ctx.get('Accept-Encoding')) return compressor(ctx, next);
    ctx.vary('Accept-Encoding');
    return next();
  };
}
