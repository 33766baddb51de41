import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from '../app-state';
import { loggablePath } from './route-label';

const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * A request's state. Its child logger serialises the request id when made, and most
 * requests log nothing but their last line, so it is made on first use only.
 */
class RequestState implements AppState {
  #logger: Logger;
  #log: Logger | undefined;
  actor?: AppState['actor'];

  constructor(
    logger: Logger,
    readonly requestId: string,
  ) {
    this.#logger = logger;
  }

  get log(): Logger {
    return (this.#log ??= this.#logger.child({ requestId: this.requestId }));
  }

  set log(log: Logger) {
    this.#log = log;
  }

  /** The closing line, through the parent when no child was needed: the same JSON. */
  done(level: 'info' | 'warn', line: Record<string, unknown>): void {
    if (this.#log) this.#log[level](line, 'request');
    else this.#logger[level]({ requestId: this.requestId, ...line }, 'request');
  }
}

/**
 * Gives each request an id (the caller's X-Request-Id when it looks sane) and writes one
 * JSON log line when it ends: method, route, status, timing and the actor's user id. Never
 * headers, cookies, bodies, query strings or e-mails in paths, which may carry tokens or
 * personal data.
 */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const given = ctx.get('X-Request-Id');
    const requestId = SAFE_ID.test(given) ? given : randomUUID();
    const state = new RequestState(logger, requestId);
    ctx.state = state;
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      state.done(ctx.status >= 500 ? 'warn' : 'info', {
        method: ctx.method,
        path: loggablePath(ctx),
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
        actor: state.actor?.userId,
      });
    }
  };
}
