import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { HttpError } from '../errors/http-error';

/** Reads the raw request body, refusing more than `limit` bytes with 413. */
export async function readRawBody(ctx: Context, limit: string | number): Promise<Buffer> {
  try {
    return await getRawBody(ctx.req, { limit, length: ctx.get('Content-Length') || undefined });
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') {
      throw new HttpError('payload_too_large', 'The request body is too large.');
    }
    throw new HttpError('bad_request', 'The request body could not be read.');
  }
}

/** Parses a JSON body. An empty body reads as `{}` (PATCH calls that carry no payload). */
export async function readJsonBody(ctx: Context, limit: string | number): Promise<unknown> {
  const length = Number(ctx.get('Content-Length') || 0);
  const chunked = ctx.get('Transfer-Encoding') !== '';
  if (length === 0 && !chunked) return {};
  if (!ctx.is('application/json')) {
    throw new HttpError('unsupported_media_type', 'Send the body as application/json.');
  }
  const raw = await readRawBody(ctx, limit);
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new HttpError('bad_request', 'The request body is not valid JSON.');
  }
}
