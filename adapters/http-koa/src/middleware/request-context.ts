import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from '../app-state';

const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * Gives each request an id (the caller's X-Request-Id when it looks sane) and writes one
 * JSON log line when it ends. Only method, path, status and timing are logged: never
 * headers, cookies, bodies or query strings, which may carry tokens or personal data.
 */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const given = ctx.get('X-Request-Id');
    const requestId = SAFE_ID.test(given) ? given : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = ctx.status >= 500 ? 'warn' : 'info';
      ctx.state.log[level](
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    }
  };
}
