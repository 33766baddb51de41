import type { Middleware } from 'koa';
import compress from 'koa-compress';
import { constants } from 'node:zlib';

/** What koa-compress may answer in: it negotiates among these. */
const ENCODINGS = ['br', 'gzip', 'deflate'];

/**
 * Brotli as every answer is compressed, streamed or cached: koa-compress's quality 4, with a
 * window of 256 kB instead of the default 4 MB. Lists and pages are far smaller, and the
 * encoder's memory follows the window: each stream's 4 MB blocks, once freed, raise the C
 * allocator's mmap threshold and leave the process holding memory that later allocations pin.
 */
export const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_LGWIN]: 18,
};

/**
 * koa-compress for bodies over 1 KB. A request without Accept-Encoding gets the body as is
 * (koa-compress would negotiate `identity` after the fact), so it skips the negotiation; so
 * does one that accepts none of the encodings offered: koa-compress fails on it when it also
 * refuses identity (`identity;q=0`, `*;q=0`), and the body as is serves it best. zstd, which
 * koa-compress prefers where Node has it, is not offered: its window at its default level is
 * 2 MB, and every browser that sends zstd takes br.
 */
export function compression(): Middleware {
  const compressor = compress({ threshold: 1024, br: { params: BROTLI_PARAMS }, zstd: false });
  return (ctx, next) => {
    if (ctx.get('Accept-Encoding') && ctx.acceptsEncodings(ENCODINGS)) {
      return compressor(ctx, next);
    }
    ctx.vary('Accept-Encoding');
    return next();
  };
}
