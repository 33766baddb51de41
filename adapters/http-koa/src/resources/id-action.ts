import type { Actor } from '@classroom/core';
import {
  decisionReasonBody,
  emptyBody,
  idParams,
  noQuery,
  type DecisionReasonBody,
  type ModifiedWire,
} from '@classroom/http-contract';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { endpoint } from '../middleware/endpoint';

/**
 * The end of a route that does one thing to the record `:id` names: no body, no query, and the
 * answer that one record was modified.
 */
export function idAction(useCase: {
  execute(id: string, actor: Actor | null): Promise<unknown>;
}): Middleware<AppState> {
  return endpoint(
    { params: idParams, body: emptyBody, query: noQuery },
    async ({ params, actor }) => {
      await useCase.execute(params.id, actor);
      return { body: { modifiedCount: 1 } satisfies ModifiedWire };
    },
  );
}

/**
 * The same for a change that needs the admin's reason (a rejection, a take-down, a
 * suspension): the body is `{reason, checklist?}`.
 */
export function reasonAction(useCase: {
  execute(id: string, reason: DecisionReasonBody, actor: Actor | null): Promise<unknown>;
}): Middleware<AppState> {
  return endpoint(
    { params: idParams, body: decisionReasonBody, query: noQuery },
    async ({ params, body, actor }) => {
      await useCase.execute(params.id, body, actor);
      return { body: { modifiedCount: 1 } satisfies ModifiedWire };
    },
  );
}
