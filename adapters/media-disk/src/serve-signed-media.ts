import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '@classroom/core';
import parseRange from 'range-parser';
import type { DiskMediaStorage } from './disk-media-storage';
import { systemClock, type HmacSigner } from './hmac-signer';
import { checkSignedPath, SIGNED_PATH, type SignedGrant } from './signed-path';

/** More ranges than this in one request are answered with the whole object instead. */
export const MAX_RANGES = 16;

/** Answers one request; true when it was the store's (a signed path), false to pass it on. */
export type MediaRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

interface Target {
  file: string;
  size: number;
  etag: string;
  modified: Date;
  grant: SignedGrant;
}

/**
 * Serves the disk store's signed addresses, checking the signature and expiry on every
 * request, ranges included (RFC 9110): one range answers 206 with its Content-Range,
 * open-ended (`500-`) and suffix (`-500`) ranges as well; several answer 206
 * multipart/byteranges (overlapping ones merged; more than MAX_RANGES get the whole object);
 * a range past the end answers 416 with `bytes *\/size`; a malformed one is ignored (200).
 * If-Range with a stale validator gets the whole object.
 */
export function serveSignedMedia(
  storage: DiskMediaStorage,
  signer: HmacSigner,
  clock: Clock = systemClock,
): MediaRequestHandler {
  return async (req, res) => {
    const url = req.url ?? '';
    if (!url.startsWith(SIGNED_PATH)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      refuse(res, 405, 'method_not_allowed', 'Media is read with GET or HEAD.');
      return true;
    }
    const check = checkSignedPath(url.split('?')[0]!, signer, clock.now());
    if (!check.ok) {
      refuse(
        res,
        403,
        'forbidden',
        check.reason === 'expired'
          ? 'This link has expired. Open the lesson again for a new one.'
          : 'This link is not valid.',
      );
      return true;
    }
    const target = await find(storage, check.grant);
    if (!target) {
      refuse(res, 404, 'not_found', 'No such file.');
      return true;
    }
    try {
      await answer(req, res, target, clock);
    } catch (error) {
      // The client went away mid-answer; anything else is the disk's, and cut short likewise.
      if (!res.headersSent) refuse(res, 500, 'internal_error', 'The file could not be read.');
      else res.destroy(error as Error);
    }
    return true;
  };
}

async function find(storage: DiskMediaStorage, grant: SignedGrant): Promise<Target | null> {
  const file = storage.fileOf(grant.key);
  try {
    const found = await stat(file);
    if (!found.isFile()) return null;
    const etag = `"${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}"`;
    return { file, size: found.size, etag, modified: found.mtime, grant };
  } catch {
    return null;
  }
}

async function answer(req: IncomingMessage, res: ServerResponse, target: Target, clock: Clock) {
  const { grant, size } = target;
  const type = grant.contentType ?? 'application/octet-stream';
  const secondsLeft = Math.max(0, grant.expires - Math.floor(clock.now().getTime() / 1000));
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', `private, max-age=${secondsLeft}`);
  res.setHeader('ETag', target.etag);
  res.setHeader('Last-Modified', target.modified.toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (grant.downloadName) {
    res.setHeader(
      'Content-Disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(grant.downloadName)}`,
    );
  }
  if (req.headers['if-none-match'] === target.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }

  const ranges = requestedRanges(req, target);
  if (ranges === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${size}`);
    res.setHeader('Content-Length', '0');
    res.end();
    return;
  }
  if (ranges === null) {
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', String(size));
    await send(req, res, target.file, size > 0 ? { start: 0, end: size - 1 } : null);
    return;
  }
  res.statusCode = 206;
  if (ranges.length === 1) {
    const [range] = ranges as [parseRange.Range];
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
    await send(req, res, target.file, range);
    return;
  }
  await sendParts(req, res, target, type, ranges);
}

/** The ranges to answer; null for the whole object. */
function requestedRanges(
  req: IncomingMessage,
  target: Target,
): parseRange.Range[] | 'unsatisfiable' | null {
  const header = req.headers.range;
  const ifRange = req.headers['if-range'];
  if (!header || !ifRangeHolds(Array.isArray(ifRange) ? ifRange[0] : ifRange, target)) {
    return null;
  }
  const ranges = parseRange(target.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length > MAX_RANGES) return null;
  return ranges;
}

/** If-Range: ranges only while the client's copy is still this one. */
function ifRangeHolds(ifRange: string | undefined, target: Target): boolean {
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === target.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(target.modified.getTime() / 1000) * 1000 <= date;
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  range: { start: number; end: number } | null,
) {
  if (req.method === 'HEAD' || !range) {
    res.end();
    return;
  }
  await pipeline(
    createReadStream(file, { start: range.start, end: range.end, highWaterMark: 256 * 1024 }),
    res,
  );
}

/** 206 multipart/byteranges: each part with its own type and Content-Range. */
async function sendParts(
  req: IncomingMessage,
  res: ServerResponse,
  target: Target,
  type: string,
  ranges: parseRange.Range[],
) {
  const boundary = randomBytes(12).toString('hex');
  const heads = ranges.map(
    (range) =>
      `--${boundary}\r\nContent-Type: ${type}\r\nContent-Range: bytes ${range.start}-${range.end}/${target.size}\r\n\r\n`,
  );
  const tail = `--${boundary}--\r\n`;
  const length =
    ranges.reduce((sum, range, i) => sum + heads[i]!.length + range.end - range.start + 3, 0) +
    tail.length;
  res.setHeader('Content-Type', `multipart/byteranges; boundary=${boundary}`);
  res.setHeader('Content-Length', String(length));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  for (const [i, range] of ranges.entries()) {
    await write(res, heads[i]!);
    for await (const chunk of createReadStream(target.file, range)) await write(res, chunk);
    await write(res, '\r\n');
  }
  res.end(tail);
}

function write(res: ServerResponse, chunk: string | Buffer): Promise<void> {
  if (res.destroyed) return Promise.reject(new Error('The client went away'));
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const drained = () => {
      res.off('close', closed);
      resolve();
    };
    const closed = () => {
      res.off('drain', drained);
      reject(new Error('The client went away'));
    };
    res.once('drain', drained);
    res.once('close', closed);
  });
}

function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ error: { code, message } }));
}
