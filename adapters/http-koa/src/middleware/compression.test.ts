import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import { compression } from './compression';

const servers: Server[] = [];
afterAll(() => servers.forEach((listening) => listening.close()));

/** A JSON answer of about `size` bytes, and its raw (not decoded) bytes as `acceptEncoding` gets them. */
async function fetchRaw(
  size: number,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer; sent: unknown }> {
  const sent = Array.from({ length: Math.ceil(size / 40) }, (_, i) => ({ id: i, name: `n${i}` }));
  const app = new Koa();
  app.use(compression());
  app.use((ctx) => {
    ctx.body = sent;
  });
  const listening = createServer(app.callback());
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  servers.push(listening);
  const { port } = listening.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpGet(
      { port, host: '127.0.0.1', path: '/', headers: { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), sent }));
      },
    ).on('error', reject);
  });
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
    const answer = await fetchRaw(600_000, 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliWindowBits(answer.body)).toBe(18);
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual(answer.sent);
  });

  it('answers zstd alone as is', async () => {
    const answer = await fetchRaw(10_000, 'zstd');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual(answer.sent);
  });
});
