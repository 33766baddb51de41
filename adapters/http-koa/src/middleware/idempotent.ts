import { createHash } from 'node:crypto';
import {
  IdempotencyKeyInProgressError,
  answerToRepeat,
  idempotencyClaim,
  type IdempotencyKeyName,
  type IdempotencyKeyStore,
} from '@classroom/core';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKey,
} from '@classroom/http-contract';
import { HttpError } from '@classroom/http-edge';
import type { AppContext } from '../app-state';
import type { Answer, Input } from './endpoint';
import { currentRequestScope } from './request-scope';

type Run<P, Q, B> = (input: Input<P, Q, B>, ctx: AppContext) => Promise<Answer>;

/**
 * A create that honours the Idempotency-Key header. The key is the caller's, for this route.
 * The first request writes it in the same transaction as its record (see RequestScope), then
 * keeps its answer with it; a retry with the same key and input gets that answer again and
 * creates nothing. Without the header the create runs as it is.
 */
export function idempotent<P, Q, B>(
  keys: IdempotencyKeyStore,
  route: string,
  run: Run<P, Q, B>,
): Run<P, Q, B> {
  return async (input, ctx) => {
    const key = readKey(ctx);
    if (key === undefined || !input.actor) return run(input, ctx);
    const name: IdempotencyKeyName = { owner: input.actor.email, route, key };
    const fingerprint = fingerprintOf(input);
    const earlier = await keys.find(name, new Date());
    if (earlier) return replay(ctx, answerToRepeat(earlier, fingerprint));

    const claim = idempotencyClaim(name, fingerprint, new Date());
    const scope = currentRequestScope();
    if (scope) scope.pendingClaim = claim;
    let answer: Answer;
    try {
      answer = await run(input, ctx);
    } catch (error) {
      // A concurrent retry with this key committed first: its answer, once it has one.
      if (error instanceof IdempotencyKeyInProgressError) {
        const first = await keys.find(name, new Date());
        if (first) return replay(ctx, answerToRepeat(first, fingerprint));
      }
      throw error;
    } finally {
      if (scope) scope.pendingClaim = undefined;
    }
    const stored = { status: answer.status ?? 200, body: JSON.stringify(answer.body) };
    // Written with the record when the create ran in a unit of work; otherwise (a payment
    // intent, made at the processor) with its answer now.
    if (scope?.claimed) await keys.saveAnswer(name, stored);
    else await keys.claim(claim, stored);
    return answer;
  };
}

function readKey(ctx: AppContext): string | undefined {
  const value = ctx.get(IDEMPOTENCY_KEY_HEADER);
  if (value === '' && ctx.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] === undefined) {
    return undefined;
  }
  const parsed = idempotencyKey.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Not a valid Idempotency-Key';
    throw new HttpError('bad_request', message, { [IDEMPOTENCY_KEY_HEADER]: message });
  }
  return parsed.data;
}

/**
 * The request's input as the route read it. The schemas are strict and rebuild every object
 * in their own key order, so the same input gives the same text however the client ordered it.
 */
function fingerprintOf(input: Input<unknown, unknown, unknown>): string {
  const { params, query, body } = input;
  return createHash('sha256')
    .update(JSON.stringify([params, query, body]))
    .digest('hex');
}

function replay(ctx: AppContext, stored: { status: number; body: string }): Answer {
  ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return { status: stored.status, body: JSON.parse(stored.body) as unknown };
}
