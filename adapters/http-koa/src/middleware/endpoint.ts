import type { Actor } from '@classroom/core';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-state';
import { readJsonBody } from './json-body';
import { validate, type Schema } from './validate';

export interface Input<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  actor: Actor | null;
}

export interface Answer {
  status?: number;
  body: unknown;
  /** Total of a paginated list, sent as X-Total-Count. */
  total?: number;
}

/**
 * The end of a route's chain: validate params, query and body, run one use case, send what
 * the presenter made of it. Every schema is strict, so unknown fields are refused.
 */
export function endpoint<P = unknown, Q = unknown, B = unknown>(
  schemas: { params?: Schema<P>; query?: Schema<Q>; body?: Schema<B> },
  run: (input: Input<P, Q, B>, ctx: AppContext) => Promise<Answer>,
  options: { bodyLimit?: string } = {},
): Middleware<AppState> {
  return async (ctx) => {
    const params = schemas.params
      ? validate(schemas.params, { ...ctx.params }, 'params')
      : (undefined as P);
    const query = schemas.query
      ? validate(schemas.query, { ...ctx.query }, 'query')
      : (undefined as Q);
    const body = schemas.body
      ? validate(schemas.body, await readJsonBody(ctx, options.bodyLimit ?? '64kb'), 'body')
      : (undefined as B);
    const answer = await run({ params, query, body, actor: ctx.state.actor ?? null }, ctx);
    if (answer.total !== undefined) ctx.set('X-Total-Count', String(answer.total));
    ctx.status = answer.status ?? 200;
    ctx.body = answer.body;
  };
}
