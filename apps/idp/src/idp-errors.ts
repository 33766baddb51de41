import {
  errorHandler,
  HttpError,
  type ErrorLogger,
  type ReadInputOptions,
} from '@classroom/http-edge';
import type { Context, Middleware, Next } from 'koa';
import { errors } from 'oidc-provider';

/**
 * The forms' input: small, and refused with `validation_failed`, as the core refuses the same
 * rules.
 */
export const FORM_INPUT: ReadInputOptions = { invalid: 'validation_failed', bodyLimit: '16kb' };

/**
 * Every answer of the provider's own routes is JSON for the website's forms, in the API's
 * error shape and through the edge's one error handler, or a redirect; nothing is cached.
 * Their refused input answers `400 validation_failed`, as docs/identity.md documents. An
 * interaction the provider no longer knows sends a page back to the sign-in screen.
 */
export function answerErrors(publicUrl: string, logger?: ErrorLogger): Middleware {
  const handleErrors = errorHandler({ logger, statusOverrides: { validation_failed: 400 } });
  const expired = async (ctx: Context, next: Next) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await next();
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
      if (ctx.method !== 'GET') {
        throw new HttpError('bad_request', 'This sign-in has expired. Please start again.');
      }
      ctx.redirect(`${publicUrl}/login?error=interaction_expired`);
    }
  };
  return (ctx, next) => handleErrors(ctx, () => expired(ctx, next));
}
