import { createHash, randomBytes } from 'node:crypto';
import type { SecretTokens } from '@classroom/core';

/**
 * 256 random bits per link, base64url; the store keeps only their SHA-256. A hash needs no
 * salt or stretching here: nobody can guess a 256-bit secret from it.
 */
export class RandomSecretTokens implements SecretTokens {
  issue(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hash(token) };
  }

  hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
