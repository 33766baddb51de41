import { isMediaKey } from '@classroom/core';
import type { HmacSigner } from './hmac-signer';

/** Where the server answers the disk store's signed addresses. */
export const SIGNED_PATH = '/media/signed/';

/** What a signed address grants: the object, until when, and how it is answered. */
export interface SignedGrant {
  key: string;
  /** Unix seconds. */
  expires: number;
  contentType?: string;
  downloadName?: string;
}

interface Payload {
  e: number;
  t?: string;
  d?: string;
}

/**
 * `/media/signed/<payload>.<signature>/<key>`: the payload (expiry, type, download name) in
 * base64url JSON; the signature covers it and the key, so neither can be changed.
 */
export function signedPath(grant: SignedGrant, signer: HmacSigner): string {
  const payload: Payload = { e: grant.expires };
  if (grant.contentType) payload.t = grant.contentType;
  if (grant.downloadName) payload.d = grant.downloadName;
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = signer.sign(`${encoded}\n${grant.key}`);
  const key = grant.key.split('/').map(encodeURIComponent).join('/');
  return `${SIGNED_PATH}${encoded}.${signature}/${key}`;
}

export type SignedCheck =
  { ok: true; grant: SignedGrant } | { ok: false; reason: 'invalid' | 'expired' };

/** Reads and checks a signed path (without the query), as of `now`. */
export function checkSignedPath(path: string, signer: HmacSigner, now: Date): SignedCheck {
  const match = /^\/media\/signed\/([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})\/(.+)$/.exec(path);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, encoded, signature, rawKey] = match as unknown as [string, string, string, string];
  let key: string;
  try {
    key = rawKey.split('/').map(decodeURIComponent).join('/');
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isMediaKey(key) || !signer.verify(`${encoded}\n${key}`, signature)) {
    return { ok: false, reason: 'invalid' };
  }
  const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Payload;
  if (payload.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    grant: { key, expires: payload.e, contentType: payload.t, downloadName: payload.d },
  };
}
