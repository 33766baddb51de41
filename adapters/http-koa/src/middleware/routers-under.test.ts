import Router from '@koa/router';
import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { routersUnder } from './routers-under';

function app() {
  const tried: string[] = [];
  const api = new Router();
  api.get('/api/things', (ctx) => {
    ctx.body = 'things';
  });
  const koa = new Koa();
  koa.use(
    routersUnder(
      async (ctx, next) => {
        tried.push(`${ctx.method} ${ctx.path}`);
        await next();
      },
      [api],
    ),
  );
  // The website answers page reads only.
  koa.use((ctx) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') ctx.body = 'page';
  });
  return { server: koa.callback(), tried };
}

describe('routersUnder', () => {
  it('lets a page read skip the routers, and tries them for their paths and any other method', async () => {
    const { server, tried } = app();
    expect((await request(server).get('/courses/1')).text).toBe('page');
    expect((await request(server).head('/')).status).toBe(200);
    expect((await request(server).get('/api/things')).text).toBe('things');
    // A method no route knows is answered by the routers (501 here, without the error handler).
    expect((await request(server).propfind('/courses/1')).status).toBe(501);
    expect(tried).toEqual(['GET /api/things', 'PROPFIND /courses/1']);
  });
});
