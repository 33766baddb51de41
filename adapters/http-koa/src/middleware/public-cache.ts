import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import { EncodedBody } from './encoded-body';
import { validate, type Schema } from '@classroom/http-edge';

interface Cached {
  expires: number;
  /** The JSON as bytes, and compressed once per encoding: a hit only writes them. */
  body: EncodedBody;
  etag: string;
  total: string | undefined;
  /** A paged list's links to its other pages (RFC 8288). */
  link: string | undefined;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** How many TTLs past its expiry an answer may still stand in while a refresh runs. */
const STALE_TTLS = 10;

/** What an entry costs beyond its bytes (key, headers, objects), so tiny lists count too. */
const ENTRY_OVERHEAD_BYTES = 512;

export interface PublicCacheOptions {
  /** Cache-Control max-age for browsers and proxies. */
  maxAgeSeconds: number;
  /**
   * How long this process reuses an answer (ms; 0 = never). Public lists are the same for
   * everyone, so a burst of visitors costs one database query per list and second, and
   * concurrent requests for the same list wait for one query instead of running many.
   */
  ttlMs: number;
  /** Most bytes the kept answers take, compressed forms included (default 4 MiB). */
  maxBytes?: number;
}

/**
 * Public lists: a short shared cache and an ETag, so browsers and proxies revalidate cheaply
 * (304 without a body when nothing changed), plus a small in-process cache of the answers.
 * Call the result with a route's query schema: answers are keyed on the parsed query, so
 * `?limit=60`, `?limit=060` and `?l%69mit=60` share one entry, and the least recently used
 * answers go once the byte budget is spent, however many different queries come.
 */
export function publicCache(options: PublicCacheOptions): (query: Schema<unknown>) => Middleware {
  const entries = new LRUCache<string, Cached>({
    maxSize: options.maxBytes ?? 4 * 1024 * 1024,
    sizeCalculation: (cached) => cached.body.byteLength + ENTRY_OVERHEAD_BYTES,
  });
  const pending = new Map<string, Promise<Cached | null>>();
  const cacheControl = `public, max-age=${options.maxAgeSeconds}`;

  return (query) => async (ctx, next) => {
    const key = `${ctx.path}?${canonical(validate(query, { ...ctx.query }, 'query'))}`;
    const now = Date.now();
    let cached: Cached | null | undefined = entries.get(key);
    if (cached && cached.expires + options.ttlMs * STALE_TTLS <= now) {
      entries.delete(key);
      cached = undefined;
    } else if (cached && cached.expires <= now && !pending.has(key)) {
      // Expired: this request refreshes it. The requests that come while it does take the
      // previous answer rather than all waiting on the database.
      cached = undefined;
    }
    if (!cached && options.ttlMs > 0) {
      const inFlight = pending.get(key);
      if (inFlight) cached = await inFlight.catch(() => null);
    }
    if (!cached) {
      const work = (async (): Promise<Cached | null> => {
        await next();
        if (ctx.status !== 200 || ctx.body === undefined || ctx.body === null) return null;
        const json = typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body);
        const raw = Buffer.from(json);
        const etag = `W/"${createHash('sha1').update(raw).digest('base64url')}"`;
        const total = ctx.response.get('X-Total-Count') || undefined;
        const link = ctx.response.get('Link') || undefined;
        const body = new EncodedBody(raw);
        return { expires: Date.now() + options.ttlMs, body, etag, total, link };
      })();
      if (options.ttlMs > 0) pending.set(key, work);
      try {
        cached = await work;
      } finally {
        pending.delete(key);
      }
      if (!cached) return;
      if (options.ttlMs > 0) entries.set(key, cached);
    }
    ctx.status = 200;
    ctx.set('Cache-Control', cacheControl);
    ctx.set('ETag', cached.etag);
    if (cached.total !== undefined) ctx.set('X-Total-Count', cached.total);
    if (cached.link !== undefined) ctx.set('Link', cached.link);
    ctx.set('Content-Type', JSON_TYPE);
    // Only a conditional request can be fresh; the check copies every response header.
    if (isConditional(ctx.headers) && ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    const before = cached.body.byteLength;
    cached.body.send(ctx);
    // A compressed form was just added: count its bytes (a new entry object is measured anew).
    if (cached.body.byteLength !== before && entries.peek(key) === cached) {
      entries.set(key, { ...cached });
    }
  };
}

/** The parsed query with its keys in order: one spelling per meaning. */
function canonical(parsed: unknown): string {
  const fields = Object.entries((parsed ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(fields);
}

function isConditional(headers: Record<string, unknown>): boolean {
  return headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined;
}
