import type { Context } from 'koa';
import { DEFAULT_BODY_LIMIT, readJsonBody } from './body';
import { validate, type InvalidInputCode, type Schema } from './validate';

export interface InputSchemas<P, Q, B> {
  params?: Schema<P>;
  query?: Schema<Q>;
  body?: Schema<B>;
}

export interface ReadInputOptions {
  /** Largest JSON body (default 64kb). */
  bodyLimit?: string | number;
  /** The code of a refused input (default `bad_request`). */
  invalid?: InvalidInputCode;
}

/**
 * The one validation step: a route's params, query and JSON body, each parsed with the
 * contract's schema. A part without a schema is not read (its value is `undefined`); every
 * schema is strict, so unknown fields are refused.
 */
export async function readInput<P = undefined, Q = undefined, B = undefined>(
  ctx: Context,
  schemas: InputSchemas<P, Q, B>,
  options: ReadInputOptions = {},
): Promise<{ params: P; query: Q; body: B }> {
  const code = options.invalid ?? 'bad_request';
  const params = schemas.params
    ? validate(schemas.params, { ...(ctx as { params?: object }).params }, 'params', code)
    : (undefined as P);
  const query = schemas.query
    ? validate(schemas.query, { ...ctx.query }, 'query', code)
    : (undefined as Q);
  const body = schemas.body
    ? validate(
        schemas.body,
        await readJsonBody(ctx, options.bodyLimit ?? DEFAULT_BODY_LIMIT),
        'body',
        code,
      )
    : (undefined as B);
  return { params, query, body };
}
