import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';
import type { DerivedKey } from './secret-keys';

/**
 * Encrypted, authenticated cookie values (JWE, dir + A256GCM): the browser can neither read
 * nor change them. Sealed with the newest key, opened with any listed key.
 */
export class SealedCookie<T extends object> {
  constructor(
    private readonly keys: DerivedKey[],
    private readonly audience: string,
  ) {}

  async seal(value: T, maxAgeSeconds: number): Promise<string> {
    const [current] = this.keys;
    return new EncryptJWT({ value } as JWTPayload)
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: current!.kid })
      .setAudience(this.audience)
      .setIssuedAt()
      .setExpirationTime(`${maxAgeSeconds}s`)
      .encrypt(current!.key);
  }

  /** null for anything missing, expired, tampered with or sealed for another purpose. */
  async open(sealed: string | undefined): Promise<T | null> {
    if (!sealed) return null;
    for (const { key } of this.keys) {
      try {
        const { payload } = await jwtDecrypt(sealed, key, { audience: this.audience });
        return (payload as { value?: T }).value ?? null;
      } catch {
        // Try the next key; an older one may have sealed it.
      }
    }
    return null;
  }
}
