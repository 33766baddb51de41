import type { Context } from 'koa';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROTLI_PARAMS } from './compression';

/** Below this size an answer goes out as is, as with the compression middleware. */
const THRESHOLD = 1024;

/** The encodings offered, most preferred first, with koa-compress's settings. */
const ENCODERS = {
  br: (raw: Buffer) =>
    brotliCompressSync(raw, {
      params: {
        // The compression middleware's settings; the cached bodies would pin what a 4 MB
        // window leaves the process holding.
        ...BROTLI_PARAMS,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw: Buffer) => gzipSync(raw),
};

type Encoding = keyof typeof ENCODERS;

/**
 * A cached answer's bytes and their compressed forms, each made once on first demand, so
 * that a hit from a browser costs no compression at all.
 */
export class EncodedBody {
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(readonly raw: Buffer) {}

  /** The bytes held: the JSON and each compressed form made so far. */
  get byteLength(): number {
    let total = this.raw.length;
    for (const encoded of this.#encoded.values()) total += encoded.length;
    return total;
  }

  /** Sends the best form the request accepts, with its Content-Encoding. */
  send(ctx: Context): void {
    const encoding = this.raw.length >= THRESHOLD ? accepted(ctx) : undefined;
    if (!encoding) {
      ctx.body = this.raw;
      return;
    }
    let encoded = this.#encoded.get(encoding);
    if (!encoded) this.#encoded.set(encoding, (encoded = ENCODERS[encoding](this.raw)));
    ctx.set('Content-Encoding', encoding);
    ctx.body = encoded;
  }
}

/** Brotli when the client takes it at all (every browser that does takes gzip too), else gzip. */
function accepted(ctx: Context): Encoding | undefined {
  if (!ctx.get('Accept-Encoding')) return undefined;
  if (ctx.acceptsEncodings('br') === 'br') return 'br';
  if (ctx.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}
