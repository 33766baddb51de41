import type { Actor } from '@classroom/core';
import {
  bodyOf,
  noQuery,
  type Endpoint,
  type RateLimitName,
  type RequestOf,
} from '@classroom/http-contract';
import { readInput } from '@classroom/http-edge';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-state';
import { authenticate } from '../middleware/authenticate';
import type { Answer, Input } from '../middleware/endpoint';
import { idempotent } from '../middleware/idempotent';
import { publicCache } from '../middleware/public-cache';
import type { RouteDeps } from '../resources/route-deps';
import type { AnyReply, Reply } from './reply';
import { sendReply } from './send-reply';

/** What a handler is given: the parts its endpoint declares, parsed, and the caller. */
export type HandlerInput<E extends Endpoint> = RequestOf<E> & {
  actor: E extends { readonly access: 'signedIn' } ? Actor : Actor | null;
};

/** An endpoint's handler: one use case and its presenter, typed by the declaration. */
export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
  ctx: AppContext,
) => Promise<Reply<E>>;

type Run = (input: Input<unknown, unknown, unknown>, ctx: AppContext) => Promise<Answer>;

/** A resource's Koa router, with what its endpoints' access, limits and reading need. */
export class EndpointRouter {
  readonly koa = new Router<AppState>();
  readonly limits: Partial<Record<RateLimitName, Middleware<AppState>>>;
  /** The public answers of this router's endpoints, one cache for them all. */
  readonly cached: ReturnType<typeof publicCache>;

  constructor(readonly deps: RouteDeps) {
    this.limits = {
      search: deps.searchLimit,
      payment: deps.paymentLimit,
      outreach: deps.outreachLimit,
    };
    this.cached = publicCache(deps.publicCache);
  }
}

/**
 * Serves one endpoint as its declaration says: its limit, then its access check (a visitor
 * gets 401 before any input is read), then for a public answer the cache (keyed on the parsed
 * query, answering 304 to a current ETag), then its params, query and body read by the edge with
 * their strict schemas (no query unless declared; a write without a body takes `{}` only,
 * `bodyOf`), then the handler, whose reply is sent with its status and a list's headers.
 */
export function register<E extends Endpoint>(
  router: EndpointRouter,
  endpoint: E,
  handler: Handler<E>,
): void {
  const chain: Middleware<AppState>[] = [];
  if (endpoint.rateLimit) chain.push(limitOf(router, endpoint.rateLimit));
  if (endpoint.access !== 'public') {
    chain.push(authenticate(router.deps.authenticate, endpoint.access));
  }
  const schemas = {
    params: endpoint.params,
    query: endpoint.query ?? noQuery,
    body: bodyOf(endpoint),
  };
  if (endpoint.cache === 'public') chain.push(router.cached(schemas.query));
  // The declaration types the handler; from here on every request and reply is read alike.
  const typed = handler as unknown as Run;
  // A reply that names no status has the only one declared; an idempotent create keeps it.
  const only = Number(Object.keys(endpoint.answer)[0]);
  const handle: Run = async (input, ctx) => {
    const reply = await typed(input, ctx);
    return { ...reply, status: reply.status ?? only };
  };
  const run = endpoint.idempotent
    ? idempotent(router.deps.idempotencyKeys, endpoint.name, handle)
    : handle;
  chain.push(async (ctx) => {
    const input = await readInput(ctx, schemas, {
      bodyLimit: endpoint.bodyLimit ?? router.deps.bodyLimit,
    });
    const reply: AnyReply = await run({ ...input, actor: ctx.state.actor ?? null }, ctx);
    sendReply(ctx, endpoint, reply);
  });
  router.koa.register(endpoint.path, [endpoint.method], chain);
}

function limitOf(router: EndpointRouter, name: RateLimitName): Middleware<AppState> {
  const limit = router.limits[name];
  if (!limit) throw new Error(`No ${name} limit on this router`);
  return limit;
}
