import type { ErrorBody, ErrorCode } from '@classroom/http-contract';
import { DomainError } from '@classroom/core';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { codeForStatus, errorStatus } from './error-status';
import { HttpError } from './http-error';
import { logSafeError } from './log-safe-error';
import { isUnavailable } from './unavailable';

interface Answer {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * Turns every failure into `{ error: { code, message, fields } }`. Domain codes map through
 * `errorStatus`; anything unknown is logged with its stack (never with a statement's values or
 * an e-mail, see logSafeError) and answers a bare 500. When
 * nothing answered (no route, no file), a JSON 404 rather than Koa's plain text.
 */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.respond !== false && ctx.status === 404 && ctx.body == null) {
        throw new HttpError('not_found', 'No such route.');
      }
    } catch (error) {
      const answer = describe(error);
      const status = errorStatus[answer.code];
      if (status >= 500) {
        ctx.state.log.error({ err: logSafeError(error), code: answer.code }, 'request failed');
      } else ctx.state.log.debug({ code: answer.code }, 'request refused');
      if (ctx.headerSent) return;
      const body: ErrorBody = { error: { code: answer.code, message: answer.message } };
      if (answer.fields && Object.keys(answer.fields).length > 0) body.error.fields = answer.fields;
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
      ctx.body = body;
    }
  };
}

function describe(error: unknown): Answer {
  if (error instanceof HttpError) {
    return {
      code: error.code,
      message: error.message,
      fields: error.fields,
      headers: error.headers,
    };
  }
  if (error instanceof DomainError) {
    const code = error.code as ErrorCode;
    const fields = Object.keys(error.fields).length > 0 ? { ...error.fields } : undefined;
    return { code, message: error.message, fields };
  }
  if (isUnavailable(error)) {
    return { code: 'service_unavailable', message: 'The service is unavailable. Try again soon.' };
  }
  const status = httpStatusOf(error);
  if (status !== undefined && status < 500) {
    const exposed = (error as { expose?: boolean }).expose === true;
    const code = codeForStatus(status);
    return { code, message: exposed ? (error as Error).message : defaultMessage(code) };
  }
  return { code: 'internal_error', message: 'Something went wrong on our side.' };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown; statusCode?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

function defaultMessage(code: ErrorCode): string {
  switch (code) {
    case 'not_found':
      return 'Not found.';
    case 'payload_too_large':
      return 'The request body is too large.';
    case 'method_not_allowed':
      return 'This method is not allowed here.';
    default:
      return 'The request could not be processed.';
  }
}
