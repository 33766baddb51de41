import type { AuthenticatedIdentity } from '@classroom/core';

/** ID-token claims -> the person the product signs in. */
export function identityFromClaims(
  claims: Record<string, unknown>,
  options: { requireVerifiedEmail: boolean },
): AuthenticatedIdentity | null {
  const email = typeof claims.email === 'string' ? claims.email : '';
  if (!email) return null;
  // Some issuers let anyone claim any address; trust it only when they say it was checked.
  if (options.requireVerifiedEmail && claims.email_verified !== true) return null;
  return {
    email,
    displayName: typeof claims.name === 'string' ? claims.name : '',
    photoURL: typeof claims.picture === 'string' ? claims.picture : '',
  };
}
