import {
  DomainError,
  EmailNotVerifiedError,
  ForbiddenError,
  InvalidCredentialsError,
  InvalidTokenError,
  UnauthenticatedError,
  ValidationError,
} from '@classroom/core';
import type { Context, Next } from 'koa';
import { errors } from 'oidc-provider';
import { BadRequestError } from './read-json-body';

export function fail(
  ctx: Context,
  status: number,
  code: string,
  message: string,
  fields?: object,
): void {
  ctx.status = status;
  ctx.body = { error: { code, message, ...(fields ? { fields } : {}) } };
}

/**
 * Every answer of the provider's own routes is JSON for the website's forms, in the API's
 * error shape, or a redirect; nothing is cached.
 */
export function answerErrors(publicUrl: string) {
  return async (ctx: Context, next: Next): Promise<void> => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await next();
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        if (ctx.method === 'GET') ctx.redirect(`${publicUrl}/login?error=interaction_expired`);
        else fail(ctx, 400, 'bad_request', 'This sign-in has expired. Please start again.');
      } else if (error instanceof BadRequestError) {
        fail(ctx, 400, 'bad_request', error.message);
      } else if (error instanceof ValidationError) {
        fail(ctx, 400, error.code, error.message, error.fields);
      } else if (
        error instanceof InvalidCredentialsError ||
        error instanceof UnauthenticatedError
      ) {
        fail(ctx, 401, error.code, error.message);
      } else if (error instanceof EmailNotVerifiedError || error instanceof ForbiddenError) {
        fail(ctx, 403, error.code, error.message);
      } else if (error instanceof InvalidTokenError) {
        fail(ctx, 400, error.code, error.message);
      } else if (error instanceof DomainError) {
        fail(ctx, 400, error.code, error.message);
      } else throw error;
    }
  };
}
