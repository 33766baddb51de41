import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AuthenticatedIdentity } from '@classroom/core';
import { identityFromClaims, issuedAtMs } from './identity-claims';
import type { OidcIssuer } from './oidc-issuer';

export interface ProviderTokenHolder {
  identity: AuthenticatedIdentity;
  issuedAtMs: number;
}

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

  async verify(token: string, iss: string): Promise<ProviderTokenHolder | null> {
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
      const identity = identityFromClaims(payload);
      return identity ? { identity, issuedAtMs: issuedAtMs(payload) } : null;
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
