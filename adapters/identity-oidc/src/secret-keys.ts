import { createHash, hkdfSync } from 'node:crypto';

export interface DerivedKey {
  /** Names the key in token headers, so a rotation can keep older keys verifying. */
  kid: string;
  key: Uint8Array;
}

/**
 * Keys for one purpose from the operator's secrets, the current secret first. Every replica
 * derives the same keys, so the server stays stateless; rotating SESSION_SECRET while keeping
 * the old one listed as previous logs nobody out.
 */
export function deriveKeys(secrets: readonly string[], purpose: string): DerivedKey[] {
  if (secrets.length === 0) throw new Error('At least one secret is required.');
  return secrets.map((secret) => {
    const key = new Uint8Array(hkdfSync('sha256', secret, 'gs-classroom', purpose, 32));
    const kid = createHash('sha256').update(key).digest('base64url').slice(0, 16);
    return { kid, key };
  });
}
