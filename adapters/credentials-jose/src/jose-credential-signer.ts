import type { Claims, CredentialSigner, PublicKey } from '@classroom/core';
import { SignJWT, importJWK, jwtVerify, type CryptoKey, type JWTHeaderParameters } from 'jose';
import { LRUCache } from 'lru-cache';
import type { CertificateKey } from './certificate-keys';

interface LoadedKey {
  /** The key's DID URL, `did:web:host#thumbprint`: the JWS header's `kid`. */
  kid: string;
  publicJwk: Record<string, string>;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/** How many verified credentials are remembered: the busy part of a school's certificates. */
const VERIFIED_KEPT = 10_000;

/**
 * VC-JWT with Ed25519 (`EdDSA`) through jose: signs with the newest key, verifies with any
 * key of the set, so credentials signed before a rotation still verify.
 */
export class JoseCredentialSigner implements CredentialSigner {
  /**
   * A signature that checked out once always will (a token never changes, keys are only ever
   * added), so the verify page skips the Ed25519 check, half its work, for a token seen before.
   * Failures are not kept: a token not yet valid (`nbf`) may become so.
   */
  private readonly verified = new LRUCache<string, Claims>({ max: VERIFIED_KEPT });

  private constructor(private readonly keys: LoadedKey[]) {}

  /** `keys` newest first; `issuerId` is the issuer's DID, which prefixes each key id. */
  static async create(keys: CertificateKey[], issuerId: string): Promise<JoseCredentialSigner> {
    const loaded = await Promise.all(
      keys.map(async ({ kid, d: _private, ...publicJwk }) => ({
        kid: `${issuerId}#${kid}`,
        publicJwk: { kty: publicJwk.kty!, crv: publicJwk.crv!, x: publicJwk.x! },
        privateKey: (await importJWK({ ...publicJwk, d: _private }, 'EdDSA')) as CryptoKey,
        publicKey: (await importJWK(publicJwk, 'EdDSA')) as CryptoKey,
      })),
    );
    return new JoseCredentialSigner(loaded);
  }

  async sign(claims: Claims): Promise<string> {
    const key = this.keys[0]!;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey);
  }

  async verify(token: string): Promise<Claims | null> {
    const known = this.verified.get(token);
    if (known) return structuredClone(known);
    try {
      const { payload } = await jwtVerify(token, (header) => this.keyFor(header), {
        algorithms: ['EdDSA'],
      });
      this.verified.set(token, payload as Claims);
      return structuredClone(payload as Claims);
    } catch {
      return null;
    }
  }

  publicKeys(): PublicKey[] {
    return this.keys.map((key) => ({ kid: key.kid, jwk: key.publicJwk }));
  }

  private keyFor(header: JWTHeaderParameters): CryptoKey {
    const key = this.keys.find((candidate) => candidate.kid === header.kid);
    if (!key) throw new Error('Not signed with one of the issuer keys.');
    return key.publicKey;
  }
}
