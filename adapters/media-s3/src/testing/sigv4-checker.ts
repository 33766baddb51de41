import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export type SigV4Verdict = { ok: true } | { ok: false; code: string; message: string };

const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text).digest();

/**
 * Checks an S3 request's Signature Version 4 as S3 does, by the specification (not the SDK
 * that signed it): the Authorization header, or a presigned address's X-Amz-* query with its
 * expiry. Anonymous requests are refused: the bucket is private. The payload hash is taken
 * as declared.
 */
export function checkSigV4(
  req: IncomingMessage,
  credentials: Credentials,
  now: Date,
): SigV4Verdict {
  const url = new URL(req.url ?? '/', 'http://s3.local');
  const query = [...url.searchParams.entries()];
  const fromQuery = url.searchParams.has('X-Amz-Signature');
  const authorization = req.headers.authorization;
  let credential: string, signedHeaders: string, signature: string, amzDate: string;
  if (fromQuery) {
    credential = url.searchParams.get('X-Amz-Credential') ?? '';
    signedHeaders = url.searchParams.get('X-Amz-SignedHeaders') ?? '';
    signature = url.searchParams.get('X-Amz-Signature') ?? '';
    amzDate = url.searchParams.get('X-Amz-Date') ?? '';
    const expires = Number(url.searchParams.get('X-Amz-Expires'));
    if (!(time(amzDate) + expires * 1000 > now.getTime())) {
      return { ok: false, code: 'AccessDenied', message: 'Request has expired' };
    }
  } else if (authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
    const parts = Object.fromEntries(
      authorization
        .slice('AWS4-HMAC-SHA256 '.length)
        .split(',')
        .map((part) => part.trim().split('=') as [string, string]),
    );
    credential = parts.Credential ?? '';
    signedHeaders = parts.SignedHeaders ?? '';
    signature = parts.Signature ?? '';
    amzDate = String(req.headers['x-amz-date'] ?? '');
  } else {
    return { ok: false, code: 'AccessDenied', message: 'Anonymous access is forbidden' };
  }
  const [accessKeyId, day, region, service, terminator] = credential.split('/');
  if (accessKeyId !== credentials.accessKeyId || terminator !== 'aws4_request') {
    return { ok: false, code: 'InvalidAccessKeyId', message: 'Unknown access key' };
  }
  const canonicalQuery = query
    .filter(([name]) => !(fromQuery && name === 'X-Amz-Signature'))
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalHeaders = names
    .map((name) => {
      const value = req.headers[name];
      return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const payload = fromQuery
    ? 'UNSIGNED-PAYLOAD'
    : String(req.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD');
  const path = url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payload,
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day ?? '');
  for (const step of [region ?? '', service ?? '', 'aws4_request']) key = hmac(key, step);
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {
      ok: false,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }
  return { ok: true };
}

function time(amzDate: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}
