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
    refuseWithAllow as Middleware<State>,
    before,
    ...routers.flatMap((router) => [
      router.routes() as Middleware<State>,
      router.allowedMethods() as Middleware<State>,
    ]),
  ]);
  if ([...segments].some((segment) => segment.startsWith(':'))) return all;
  return (ctx, next) =>
    (ctx.method === 'GET' || ctx.method === 'HEAD') && !segments.has(firstSegment(ctx.path))
      ? next()
      : all(ctx, next);
}

/**
 * A method the path's routes do not take (405), or that no route takes (501, answered 405 too),
 * fails through the error handler with the `Allow` header the routers set: the path's methods,
 * or a page's (GET, HEAD) where no route has the path.
 */
const refuseWithAllow: Middleware = async (ctx, next) => {
  await next();
  if ((ctx.status === 405 || ctx.status === 501) && ctx.body == null) {
    if (!ctx.response.get('Allow')) ctx.set('Allow', 'GET, HEAD');
    ctx.throw(ctx.status);
  }
};

function firstSegment(path: string): string {
  return path.split('/', 2)[1] ?? '';
}
