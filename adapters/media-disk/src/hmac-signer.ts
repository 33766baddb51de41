import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@classroom/core';

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

export const systemClock: Clock = { now: () => new Date() };
