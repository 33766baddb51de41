import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { compression } from './compression';
import { publicCache } from './public-cache';

const list = Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Course ${i}` }));

function server() {
  let queries = 0;
  const app = new Koa();
  app.use(compression());
  app.use(publicCache({ maxAgeSeconds: 10, ttlMs: 60_000 }));
  app.use((ctx) => {
    queries += 1;
    ctx.body = list;
  });
  return { server: app.callback(), queries: () => queries };
}

const servers: Server[] = [];
afterAll(() => servers.forEach((listening) => listening.close()));

/** An answer's headers and raw bytes, not decoded (supertest would gunzip them). */
async function fetchRaw(
  handler: ReturnType<Koa['callback']>,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const listening = createServer(handler);
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  servers.push(listening);
  const { port } = listening.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpGet(
      { port, host: '127.0.0.1', path: '/list', headers: { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    ).on('error', reject);
  });
}

describe('publicCache', () => {
  it('sends each cached answer compressed as the client accepts, compressing it once', async () => {
    const world = server();
    const get = (acceptEncoding: string) => fetchRaw(world.server, acceptEncoding);

    const plain = await get('');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(plain.body.toString())).toEqual(list);

    for (const attempt of [1, 2]) {
      const gzip = await get('gzip');
      expect(gzip.headers['content-encoding'], `gzip ${attempt}`).toBe('gzip');
      expect(gzip.headers.vary).toContain('Accept-Encoding');
      expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(list);
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding'], `br ${attempt}`).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(list);
      expect(br.headers.etag).toBe(plain.headers.etag);
    }
    expect(world.queries()).toBe(1);
  });

  it('answers 304 to a conditional request whatever the encoding', async () => {
    const world = server();
    const first = await request(world.server).get('/list');
    const again = await request(world.server)
      .get('/list')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
  });
});
