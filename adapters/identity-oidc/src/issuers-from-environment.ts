import type { IssuerOptions } from './oidc-issuer';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface BundledIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The issuers the configuration names: an external OIDC_ISSUER replaces the bundled one as
 * 'email'; Google joins when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set.
 */
export function issuersFromEnvironment(
  env: Record<string, string | undefined>,
  bundled: BundledIssuer | null,
): IssuerOptions[] {
  const issuers: IssuerOptions[] = [];
  if (env.OIDC_ISSUER) {
    if (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) {
      throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.');
    }
    issuers.push({
      name: 'email',
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      scope: 'openid email profile offline_access',
      // Its access tokens must carry `email` and `email_verified`, like its ID tokens.
      acceptsAccessTokens: true,
    });
  } else if (bundled) {
    issuers.push({ name: 'email', ...bundled, acceptsAccessTokens: true });
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    issuers.push({
      name: 'google',
      issuer: GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    });
  }
  return issuers;
}
