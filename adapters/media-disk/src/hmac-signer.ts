import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock, PlaybackTokens } from '@classroom/core';

/**
 * Signs short texts with a server secret (HMAC-SHA-256, base64url), so that an address the
 * server handed out can be checked on every request without a lookup.
 */
export class HmacSigner {
  private readonly key: Buffer;

  /** `secret` is the server's; the purpose keeps this key apart from its other uses. */
  constructor(secret: string, purpose = 'media-urls') {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  sign(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  verify(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** Tokens for an asset's HLS playlists: `expiry.signature`, expiry in Unix seconds. */
export class HmacPlaybackTokens implements PlaybackTokens {
  constructor(private readonly signer: HmacSigner) {}

  sign(assetId: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `${expires}.${this.signer.sign(`hls\n${assetId}\n${expires}`)}`;
  }

  verify(token: string, assetId: string, now: Date): boolean {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const expires = Number(match[1]);
    return (
      expires * 1000 > now.getTime() && this.signer.verify(`hls\n${assetId}\n${expires}`, match[2]!)
    );
  }
}

export const systemClock: Clock = { now: () => new Date() };
