import * as client from 'openid-client';

type TokenAnswer = Awaited<ReturnType<typeof client.authorizationCodeGrant>>;

/** Where a sign-in's claims were read. */
export type ClaimSource = 'id_token' | 'userinfo';

export interface SignInClaims {
  claims: Record<string, unknown>;
  from: ClaimSource[];
}

/**
 * The claims a callback signs the person in with: the ID token's, completed from the userinfo
 * endpoint when the token lacks the address or whether it is verified. The standard scopes
 * put those claims only in userinfo (OpenID Connect Core 5.4); the bundled provider, Google,
 * Keycloak or Auth0 put them in the ID token too, and are not asked again. The ID token's own
 * values win, and userinfo must name the same subject (openid-client checks `sub`).
 */
export async function signInClaims(
  config: client.Configuration,
  tokens: TokenAnswer,
): Promise<SignInClaims> {
  const idToken: Record<string, unknown> = tokens.claims() ?? {};
  const complete = typeof idToken.email === 'string' && typeof idToken.email_verified === 'boolean';
  if (complete || !config.serverMetadata().userinfo_endpoint || typeof idToken.sub !== 'string') {
    return { claims: idToken, from: ['id_token'] };
  }
  const userinfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
  return { claims: { ...userinfo, ...idToken }, from: ['id_token', 'userinfo'] };
}
