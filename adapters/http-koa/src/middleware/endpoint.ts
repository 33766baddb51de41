import type { Actor } from '@classroom/core';
import { readInput, type InputSchemas } from '@classroom/http-edge';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-state';

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
 * The end of a route's chain: the edge's validation step on params, query and body, one use
 * case, and what the presenter made of it. Every schema is strict, so unknown fields are
 * refused.
 */
export function endpoint<P = unknown, Q = unknown, B = unknown>(
  schemas: InputSchemas<P, Q, B>,
  run: (input: Input<P, Q, B>, ctx: AppContext) => Promise<Answer>,
  options: { bodyLimit?: string } = {},
): Middleware<AppState> {
  return async (ctx) => {
    const input = await readInput(ctx, schemas, { bodyLimit: options.bodyLimit });
    const answer = await run({ ...input, actor: ctx.state.actor ?? null }, ctx);
    if (answer.total !== undefined) ctx.set('X-Total-Count', String(answer.total));
    ctx.status = answer.status ?? 200;
    ctx.body = answer.body;
  };
}
