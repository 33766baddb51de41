import type { IncomingMessage } from 'node:http';
import coBody from 'co-body';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { HttpError } from './http-error';

/** Largest JSON body a route accepts unless it says otherwise. */
export const DEFAULT_BODY_LIMIT = '64kb';

/**
 * How long a body may stop arriving before it counts as shorter than its Content-Length. The
 * bodies here are small, so one that stalls this long is a client that sent less than it
 * declared: it gets its 400 now, not a 503 when the request's deadline runs out.
 */
export const BODY_STALL_MS = 1000;

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
    return await unlessStalled(ctx.req, coBody.json(ctx.req, { limit, strict: true }));
  } catch (error) {
    throw bodyError(error, 'The request body is not valid JSON.');
  }
}

/** The body's bytes exactly as sent, at most `limit`. */
export async function readRawBody(ctx: Context, limit: string | number): Promise<Buffer> {
  try {
    const length = ctx.get('Content-Length') || undefined;
    return await unlessStalled(ctx.req, getRawBody(ctx.req, { limit, length }));
  } catch (error) {
    throw bodyError(error, 'The request body could not be read.');
  }
}

/** PATCH calls that carry no payload send no body at all. */
function hasBody(ctx: Context): boolean {
  return ctx.get('Transfer-Encoding') !== '' || Number(ctx.get('Content-Length') || 0) > 0;
}

/**
 * Fails the read (through the stream's 'error', which the readers listen to) when no byte came
 * for BODY_STALL_MS before the body was complete.
 */
async function unlessStalled<T>(req: IncomingMessage, read: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!req.complete) req.emit('error', Object.assign(new Error('stalled'), { type: STALLED }));
    }, BODY_STALL_MS);
  };
  req.on('data', arm);
  arm();
  try {
    return await read;
  } finally {
    clearTimeout(timer);
    req.off('data', arm);
  }
}

const STALLED = 'request.stalled';
/** raw-body's words for a body that ended, or stopped, short of its declared length. */
const SHORT_BODY = new Set([STALLED, 'request.size.invalid', 'request.aborted']);

function bodyError(error: unknown, unreadable: string): HttpError {
  const { status, type } = error as { status?: number; type?: string };
  if (status === 413 || type === 'entity.too.large') {
    return new HttpError('payload_too_large', 'The request body is too large.');
  }
  if (status === 415) {
    return new HttpError('unsupported_media_type', 'This Content-Encoding is not supported.');
  }
  if (type !== undefined && SHORT_BODY.has(type)) {
    // What is left of the body must not be read as the connection's next request.
    return new HttpError(
      'bad_request',
      'The request body is shorter than its Content-Length.',
      undefined,
      { Connection: 'close' },
    );
  }
  return new HttpError('bad_request', unreadable);
}
