import type { AuthenticatedIdentity } from '@classroom/core';

/**
 * ID-token or access-token claims -> the person the product signs in. Every issuer is held
 * to one rule: the address counts as verified only when the issuer says `email_verified:
 * true`; the core refuses to link anything else.
 */
export function identityFromClaims(claims: Record<string, unknown>): AuthenticatedIdentity | null {
  const email = typeof claims.email === 'string' ? claims.email : '';
  if (!email) return null;
  return {
    email,
    emailVerified: claims.email_verified === true,
    displayName: typeof claims.name === 'string' ? claims.name : '',
    photoURL: typeof claims.picture === 'string' ? claims.picture : '',
  };
}

/**
 * When a token was issued, in milliseconds: the product's own claim when there is one, else
 * the end of the second `iat` names, so a sign-out within that second still ends it.
 */
export function issuedAtMs(claims: Record<string, unknown>): number {
  if (typeof claims.iat_ms === 'number' && Number.isFinite(claims.iat_ms)) return claims.iat_ms;
  return typeof claims.iat === 'number' ? claims.iat * 1000 : 0;
}
