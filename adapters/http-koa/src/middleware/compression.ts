import type { Middleware } from 'koa';
import compress from 'koa-compress';

/** What koa-compress may answer in: it negotiates among these. */
const ENCODINGS = ['br', 'gzip', 'deflate'];

/**
 * koa-compress for bodies over 1 KB. A request without Accept-Encoding gets the body as is
 * (koa-compress would negotiate `identity` after the fact), so it skips the negotiation; so
 * does one that accepts none of the encodings offered: koa-compress fails on it when it also
 * refuses identity (`identity;q=0`, `*;q=0`), and the body as is serves it best.
 */
export function compression(): Middleware {
  const compressor = compress({ threshold: 1024 });
  return (ctx, next) => {
    if (ctx.get('Accept-Encoding') && ctx.acceptsEncodings(ENCODINGS)) {
      return compressor(ctx, next);
    }
    ctx.vary('Accept-Encoding');
    return next();
  };
}
