import type { Context } from 'koa';

const LIMIT = 16 * 1024;

/**
 * A small JSON object from the request, or null when the body is not one. Uses the body a
 * parser earlier in the chain already read, if any.
 */
export async function readJson(ctx: Context): Promise<Record<string, unknown> | null> {
  const parsed = (ctx.request as { body?: unknown }).body;
  if (parsed !== undefined) return isObject(parsed) ? parsed : null;
  if (!ctx.is('application/json')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT) return null;
    chunks.push(chunk);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
