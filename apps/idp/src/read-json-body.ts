import type { Context } from 'koa';

const LIMIT = 16 * 1024;

export class BadRequestError extends Error {
  readonly status = 400;
}

/**
 * Reads a small JSON object. Only `application/json` is accepted: a cross-site HTML form
 * cannot send it without a CORS preflight, which the provider refuses.
 */
export async function readJsonBody(ctx: Context): Promise<Record<string, unknown>> {
  if (!ctx.is('application/json')) throw new BadRequestError('Send JSON.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT) throw new BadRequestError('The request is too large.');
    chunks.push(chunk);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BadRequestError('The request is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequestError('Send a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

export function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value : '';
}
