import { brotliDecompressSync } from 'node:zlib';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { fetchRaw } from '../../test/support/raw-answer';
import { compression } from './compression';

/** A JSON answer of about `size` bytes, and its raw bytes as `acceptEncoding` gets them. */
async function answerOf(size: number, acceptEncoding: string) {
  const sent = Array.from({ length: Math.ceil(size / 40) }, (_, i) => ({ id: i, name: `n${i}` }));
  const app = new Koa();
  app.use(compression());
  app.use((ctx) => {
    ctx.body = sent;
  });
  return { ...(await fetchRaw(app.callback(), acceptEncoding)), sent };
}

/** The window a brotli stream declares in its first bits (RFC 7932, 9.1), as log2 bytes. */
function brotliWindowBits(stream: Buffer): number {
  const bits = stream[0]!;
  if ((bits & 1) === 0) return 16;
  const wide = (bits >> 1) & 7;
  if (wide !== 0) return 17 + wide;
  const narrow = (bits >> 4) & 7;
  return narrow === 0 ? 17 : 8 + narrow;
}

describe('compression', () => {
  it('answers a browser that offers zstd in br, with a 256 kB window', async () => {
    const answer = await answerOf(600_000, 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliWindowBits(answer.body)).toBe(18);
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual(answer.sent);
  });

  it('answers zstd alone as is', async () => {
    const answer = await answerOf(10_000, 'zstd');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual(answer.sent);
  });
});
