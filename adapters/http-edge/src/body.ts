import coBody from 'co-body';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { HttpError } from './http-error';

/** Largest JSON body a route accepts unless it says otherwise. */
export const DEFAULT_BODY_LIMIT = '64kb';

/**
 * The one body reader: a JSON body through co-body (decompressing gzip, deflate and br
 * bodies, bounded after decompression), or the raw bytes through raw-body for a route that
 * must see them as sent (a webhook's signature covers its bytes). Every failure answers 4xx
 * at once: 413 when too large, 415 for another type or encoding, 400 for anything unreadable,
 * a body shorter than its Content-Length included.
 */
export async function readJsonBody(
  ctx: Context,
  limit: string | number = DEFAULT_BODY_LIMIT,
): Promise<unknown> {
  if (!hasBody(ctx)) return {};
  if (!ctx.is('application/json')) {
    throw new HttpError('unsupported_media_type', 'Send the body as application/json.');
  }
  try {
    // strict: only an object or an array is JSON here; an empty body reads as {}.
    return await coBody.json(ctx.req, { limit, strict: true });
  } catch (error) {
    throw bodyError(error, 'The request body is not valid JSON.');
  }
}

/** The body's bytes exactly as sent, at most `limit`. */
export async function readRawBody(ctx: Context, limit: string | number): Promise<Buffer> {
  try {
    return await getRawBody(ctx.req, { limit, length: ctx.get('Content-Length') || undefined });
  } catch (error) {
    throw bodyError(error, 'The request body could not be read.');
  }
}

/** PATCH calls that carry no payload send no body at all. */
function hasBody(ctx: Context): boolean {
  return ctx.get('Transfer-Encoding') !== '' || Number(ctx.get('Content-Length') || 0) > 0;
}

function bodyError(error: unknown, unreadable: string): HttpError {
  const { status, type } = error as { status?: number; type?: string };
  if (status === 413 || type === 'entity.too.large') {
    return new HttpError('payload_too_large', 'The request body is too large.');
  }
  if (status === 415) {
    return new HttpError('unsupported_media_type', 'This Content-Encoding is not supported.');
  }
  if (type === 'request.size.invalid' || type === 'request.aborted') {
    return new HttpError('bad_request', 'The request body ended before its Content-Length.');
  }
  return new HttpError('bad_request', unreadable);
}
