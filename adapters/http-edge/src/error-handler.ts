import { DomainError } from '@classroom/core';
import type { ErrorBody, ErrorCode } from '@classroom/http-contract';
import type { Context, Middleware } from 'koa';
import { codeForStatus, errorStatus } from './error-status';
import { HttpError } from './http-error';
import { logSafeError } from './log-safe-error';

/** Where a failure is logged: the request's own logger (`ctx.state.log`) when it has one. */
export interface ErrorLogger {
  error(object: object, message: string): void;
  debug?(object: object, message: string): void;
}

export interface ErrorHandlerOptions {
  /** For routers whose requests carry no logger of their own (the bundled provider's). */
  logger?: ErrorLogger;
  /**
   * Statuses a router documents differently from the API: the bundled provider's forms
   * answer `validation_failed` with 400 (docs/identity.md).
   */
  statusOverrides?: Partial<Record<ErrorCode, number>>;
}

interface Answer {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * Turns every failure into `{ error: { code, message, fields } }`: the one error handler of
 * every router (the API, identity, the bundled provider, the test processor, webhooks).
 * Domain and transport codes map through `errorStatus`; anything unknown is logged with its
 * stack (never with a statement's values or an e-mail, see logSafeError) and answers a bare
 * 500. When nothing answered (no route, no file), a JSON 404 rather than Koa's plain text.
 */
export function errorHandler(options: ErrorHandlerOptions = {}): Middleware {
  const statusOf = (code: ErrorCode): number =>
    options.statusOverrides?.[code] ?? errorStatus[code];
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.respond !== false && ctx.status === 404 && ctx.body == null) {
        throw new HttpError('not_found', 'No such route.');
      }
    } catch (error) {
      const answer = describe(error);
      const status = statusOf(answer.code);
      const log = loggerOf(ctx) ?? options.logger;
      if (status >= 500)
        log?.error({ err: logSafeError(error), code: answer.code }, 'request failed');
      else log?.debug?.({ code: answer.code }, 'request refused');
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

function loggerOf(ctx: Context): ErrorLogger | undefined {
  const log = (ctx.state as { log?: ErrorLogger } | undefined)?.log;
  return log && typeof log.error === 'function' ? log : undefined;
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
    const fields = Object.keys(error.fields).length > 0 ? { ...error.fields } : undefined;
    return { code: error.code, message: error.message, fields };
  }
  const status = httpStatusOf(error);
  // 501: a method no router implements (PROPFIND ...), which is the caller's mistake.
  if (status !== undefined && (status < 500 || status === 501)) {
    const exposed = (error as { expose?: boolean }).expose === true;
    const code = codeForStatus(status);
    return { code, message: exposed ? (error as Error).message : defaultMessage(code) };
  }
  return { code: 'internal_error', message: 'Something went wrong on our side.' };
}

/** The status of a library's HTTP error (koa's ctx.throw, http-errors, @koa/router). */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
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
