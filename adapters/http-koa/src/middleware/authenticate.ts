import { UnauthenticatedError, type Actor } from '@classroom/core';
import type { Context, Middleware } from 'koa';
import type { AppState } from '../app-state';

/** Resolves the caller from the request (session cookie or bearer token); null for a visitor. */
export type Authenticator = (ctx: Context) => Promise<Actor | null>;

/**
 * Runs first on every non-public route. `signedIn` refuses visitors with 401 before the input
 * is even read; finer checks (owner, approved instructor, admin) belong to the use cases,
 * which read the caller's record fresh on every call.
 */
export function authenticate(
  auth: Authenticator,
  mode: 'signedIn' | 'optional',
): Middleware<AppState> {
  return async (ctx, next) => {
    const actor = await auth(ctx);
    if (!actor && mode === 'signedIn') throw new UnauthenticatedError();
    ctx.state.actor = actor;
    await next();
  };
}
