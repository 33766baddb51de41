import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { catalogQuery, noQuery } from '@classroom/http-contract';
import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { errorHandler } from '@classroom/http-edge';
import { fetchRaw } from '../../test/support/raw-answer';
import { compression } from './compression';
import { publicCache } from './public-cache';
import { requestContext } from './request-context';

const list = Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Course ${i}` }));

function server() {
  let queries = 0;
  const app = new Koa();
  app.use(compression());
  app.use(publicCache({ maxAgeSeconds: 10, ttlMs: 60_000 })(noQuery));
  app.use((ctx) => {
    queries += 1;
    ctx.body = list;
  });
  return { server: app.callback(), queries: () => queries };
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

  it('keys answers on the parsed query, so every spelling of one query shares one entry', async () => {
    let queries = 0;
    const app = new Koa();
    app.use(requestContext(pino({ level: 'silent' })));
    app.use(errorHandler());
    app.use(publicCache({ maxAgeSeconds: 10, ttlMs: 60_000 })(catalogQuery));
    app.use((ctx) => {
      queries += 1;
      ctx.body = list;
    });
    const handler = app.callback();
    for (const spelling of ['limit=60', 'limit=060', 'l%69mit=60', 'limit=%36%30', 'limit=00060']) {
      expect((await request(handler).get(`/list?${spelling}`)).status).toBe(200);
    }
    expect(queries).toBe(1);
    await request(handler).get('/list?limit=60&page=2');
    expect(queries).toBe(2);
    const refused = await request(handler).get('/list?limit=sixty');
    expect(refused.status).toBe(400);
    expect(queries).toBe(2);
  });

  it("sends a list's total and page links with every answer it keeps", async () => {
    let queries = 0;
    const app = new Koa();
    app.use(publicCache({ maxAgeSeconds: 10, ttlMs: 60_000 })(catalogQuery));
    app.use((ctx) => {
      queries += 1;
      ctx.set('X-Total-Count', '50');
      ctx.set('Link', '</list?page=1>; rel="first", </list?page=2>; rel="last"');
      ctx.body = list.slice(0, 25);
    });
    const handler = app.callback();
    for (const attempt of [1, 2]) {
      const answer = await request(handler).get('/list?page=1');
      expect(answer.headers['x-total-count'], `attempt ${attempt}`).toBe('50');
      expect(answer.headers.link).toBe('</list?page=1>; rel="first", </list?page=2>; rel="last"');
    }
    expect(queries).toBe(1);
  });

  it('keeps no more bytes than its budget, letting the least recently used answers go', async () => {
    const queried: number[] = [];
    const app = new Koa();
    // Each page is about 10 kB: a 64 kB budget keeps five or six of them.
    app.use(publicCache({ maxAgeSeconds: 10, ttlMs: 60_000, maxBytes: 64 * 1024 })(catalogQuery));
    app.use((ctx) => {
      const page = Number(ctx.query.page);
      queried.push(page);
      ctx.body = { page, filler: 'x'.repeat(10_000) };
    });
    const handler = app.callback();
    const get = (page: number) => request(handler).get(`/list?page=${page}`);
    for (let page = 1; page <= 40; page += 1) await get(page);
    expect(queried).toHaveLength(40);
    for (const page of [36, 37, 38, 39, 40]) await get(page);
    expect(queried).toHaveLength(40);
    await get(1);
    expect(queried).toHaveLength(41);
  });
});
