import * as client from 'openid-client';
import type { IdentityLogger } from './identity-logger';
import type { OidcIssuer } from './oidc-issuer';
import type { SessionData } from './session-cookie';

/**
 * Asks the provider whether the person is still signed in there, with the refresh token.
 * The provider refusing it (sign-out, expiry, revocation) ends the website's session too;
 * the provider being unreachable does not: it is asked again a minute later.
 */
export class SessionRenewal {
  constructor(
    private readonly issuers: ReadonlyMap<string, OidcIssuer>,
    private readonly recheckSeconds: number,
    private readonly logger?: IdentityLogger,
  ) {}

  async renew(session: SessionData, now: number): Promise<SessionData | null> {
    const issuer = this.issuers.get(session.provider);
    if (!issuer) return null;
    // Providers that gave no refresh token cannot be asked; the session keeps its own limit.
    if (!session.refreshToken) return { ...session, checkAt: now + this.recheckSeconds };
    try {
      const tokens = await client.refreshTokenGrant(await issuer.config(), session.refreshToken);
      const claims = tokens.claims();
      return {
        ...session,
        displayName: typeof claims?.name === 'string' ? claims.name : session.displayName,
        photoURL: typeof claims?.picture === 'string' ? claims.picture : session.photoURL,
        refreshToken: tokens.refresh_token ?? session.refreshToken,
        idToken: tokens.id_token ?? session.idToken,
        checkAt: now + this.recheckSeconds,
      };
    } catch (error) {
      if (error instanceof client.ResponseBodyError) return null;
      this.logger?.warn({ err: error }, 'could not reach the identity provider to renew a session');
      return { ...session, checkAt: now + 60 };
    }
  }
}
