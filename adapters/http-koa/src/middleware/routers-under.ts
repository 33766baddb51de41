import type Router from '@koa/router';
import type { Middleware } from 'koa';
import compose from 'koa-compose';

/**
 * Routers, with the middleware before them, which a page read (GET or HEAD of a path whose
 * first segment none of their routes starts with) skips: the website's pages are not matched
 * against every route (over two hundred). Any other request is tried as before, so a method
 * no route knows is still answered by the routers. A router with a route that starts with a
 * parameter is always tried.
 */
export function routersUnder<State>(
  before: Middleware<State>,
  routers: Router<State>[],
): Middleware<State> {
  const segments = new Set(
    routers.flatMap((router) => router.stack.map((layer) => firstSegment(String(layer.path)))),
  );
  const all = compose<Parameters<Middleware<State>>[0]>([
    before,
    ...routers.flatMap((router) => [
      router.routes() as Middleware<State>,
      router.allowedMethods({ throw: true }) as Middleware<State>,
    ]),
  ]);
  if ([...segments].some((segment) => segment.startsWith(':'))) return all;
  return (ctx, next) =>
    (ctx.method === 'GET' || ctx.method === 'HEAD') && !segments.has(firstSegment(ctx.path))
      ? next()
      : all(ctx, next);
}

function firstSegment(path: string): string {
  return path.split('/', 2)[1] ?? '';
}
