import type { Actor } from '@classroom/core';
import { emptyBody, idParams, noQuery, type ModifiedWire } from '@classroom/http-contract';
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
