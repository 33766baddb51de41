import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { AuthenticatedIdentity } from '@classroom/core';
import type { OidcIssuer } from './oidc-issuer';

/**
 * JWT access tokens a trusted provider issued for the API (the desktop app's, from the
 * bundled provider): signature from the provider's published keys, issuer, audience, expiry.
 */
export class ProviderAccessTokens {
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(
    private readonly issuers: OidcIssuer[],
    private readonly audience: string,
  ) {}

  handles(iss: string | undefined): boolean {
    return this.issuers.some((issuer) => issuer.options.issuer === iss);
  }

  async verify(token: string, iss: string): Promise<AuthenticatedIdentity | null> {
    const issuer = this.issuers.find((candidate) => candidate.options.issuer === iss);
    if (!issuer) return null;
    try {
      const keys = await this.keysOf(issuer);
      const { payload } = await jwtVerify(token, keys, {
        issuer: iss,
        audience: this.audience,
        typ: 'at+jwt',
        requiredClaims: ['exp'],
      });
      return identityOf(payload);
    } catch {
      return null;
    }
  }

  private async keysOf(issuer: OidcIssuer) {
    let keys = this.keySets.get(issuer.options.issuer);
    if (!keys) {
      const jwksUri = (await issuer.config()).serverMetadata().jwks_uri;
      if (!jwksUri) throw new Error('The provider publishes no keys.');
      keys = createRemoteJWKSet(new URL(jwksUri));
      this.keySets.set(issuer.options.issuer, keys);
    }
    return keys;
  }
}

function identityOf(payload: JWTPayload): AuthenticatedIdentity | null {
  if (typeof payload.email !== 'string' || !payload.email) return null;
  return {
    email: payload.email,
    displayName: typeof payload.name === 'string' ? payload.name : '',
    photoURL: typeof payload.picture === 'string' ? payload.picture : '',
  };
}
