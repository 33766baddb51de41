import type { Context } from 'koa';

const LIMIT_BYTES = 16 * 1024;

/** The request's JSON: taken from a body parser when one ran, else read here. Null if unusable. */
export async function readJsonBody(ctx: Context): Promise<unknown> {
  const parsed = (ctx.request as { body?: unknown }).body;
  if (parsed !== undefined) return parsed;
  if (!ctx.is('application/json')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > LIMIT_BYTES) return null;
    chunks.push(buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
