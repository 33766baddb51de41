import type { Claims, CredentialSigner, PublicKey } from '@classroom/core';
import { SignJWT, importJWK, jwtVerify, type CryptoKey, type JWTHeaderParameters } from 'jose';
import type { CertificateKey } from './certificate-keys';

interface LoadedKey {
  /** The key's DID URL, `did:web:host#thumbprint`: the JWS header's `kid`. */
  kid: string;
  publicJwk: Record<string, string>;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/**
 * VC-JWT with Ed25519 (`EdDSA`) through jose: signs with the newest key, verifies with any
 * key of the set, so credentials signed before a rotation still verify.
 */
export class JoseCredentialSigner implements CredentialSigner {
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
    try {
      const { payload } = await jwtVerify(token, (header) => this.keyFor(header), {
        algorithms: ['EdDSA'],
      });
      return payload as Claims;
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
