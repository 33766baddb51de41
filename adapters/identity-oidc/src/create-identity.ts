import type { Actor, AuthenticatedIdentity } from '@classroom/core';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { AccessTokens } from './access-tokens';
import { Authenticator, type SessionStamps } from './authenticator';
import type { IdentityLogger } from './identity-logger';
import { identityRoutes, type SignedInUser } from './identity-routes';
import { LoginFlowCookie, type LoginFlow } from './login-flow-cookie';
import { OidcIssuer, type IssuerOptions, type ProviderName } from './oidc-issuer';
import { ProviderAccessTokens } from './provider-access-tokens';
import { SealedCookie } from './sealed-cookie';
import { deriveKeys } from './secret-keys';
import { SessionCookie, type SessionData } from './session-cookie';
import { SessionRenewal } from './session-renewal';

export interface IdentityOptions {
  /** The product's public origin, e.g. https://classroom.example. */
  publicUrl: string;
  /** `aud` of bearer tokens for the API (default `${publicUrl}/api`). */
  apiAudience?: string;
  /**
   * SESSION_SECRET first, then any previous secrets still honoured: rotating it this way
   * keeps every session and token valid until it expires.
   */
  secrets: string[];
  /** The 'email' issuer (bundled or external) and, when configured, 'google'. */
  issuers: IssuerOptions[];
  /** Core SignInUser.execute: upserts the user record after the provider's sign-in. */
  signIn: (identity: AuthenticatedIdentity) => Promise<SignedInUser>;
  /** When each person's sessions last ended: checked on every request, moved at sign-out. */
  stamps: SessionStamps;
  /** The 'email' issuer is the bundled provider, whose passwords the product keeps. */
  bundledAccounts?: boolean;
  /** Longest a website session lives (default 14 days). */
  sessionMaxAgeSeconds?: number;
  /** How often a session is re-checked with its provider (default 10 minutes). */
  recheckSeconds?: number;
  /** Lifetime of POST /jwt tokens (default 15 minutes). */
  accessTokenSeconds?: number;
  now?: () => number;
  logger?: IdentityLogger;
}

export interface Identity {
  /** /auth/session, /auth/login, /auth/callback, /auth/logout, POST /jwt. */
  router: Router;
  /** Session cookie or bearer token -> the actor; throws ForbiddenError on a CSRF failure. */
  authenticate: (ctx: Context) => Promise<Actor | null>;
  googleEnabled: boolean;
  accessTokens: AccessTokens;
}

/** The website's side of OpenID Connect: sign-in flows, sessions and bearer tokens. */
export function createIdentity(options: IdentityOptions): Identity {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const apiAudience = options.apiAudience ?? `${publicUrl}/api`;
  const now = options.now ?? Date.now;
  // Cookie security follows the public URL: https makes them Secure and `__Host-` prefixed.
  const secureCookies = new URL(publicUrl).protocol === 'https:';
  const recheckSeconds = options.recheckSeconds ?? 10 * 60;
  const issuers = new Map<ProviderName, OidcIssuer>(
    options.issuers.map((issuer) => [issuer.name, new OidcIssuer(issuer)]),
  );

  const session = new SessionCookie(
    new SealedCookie<SessionData>(deriveKeys(options.secrets, 'session-cookie'), 'session'),
    {
      secure: secureCookies,
      maxAgeSeconds: options.sessionMaxAgeSeconds ?? 14 * 24 * 60 * 60,
    },
  );
  const loginFlow = new LoginFlowCookie(
    new SealedCookie<LoginFlow>(deriveKeys(options.secrets, 'login-flow-cookie'), 'login-flow'),
    secureCookies,
  );
  const accessTokens = new AccessTokens({
    keys: deriveKeys(options.secrets, 'access-token'),
    issuer: publicUrl,
    audience: apiAudience,
    ttlSeconds: options.accessTokenSeconds,
  });
  const authenticator = new Authenticator({
    session,
    renewal: new SessionRenewal(issuers, recheckSeconds, options.logger),
    tokens: accessTokens,
    stamps: options.stamps,
    providerTokens: new ProviderAccessTokens(
      [...issuers.values()].filter((issuer) => issuer.options.acceptsAccessTokens),
      apiAudience,
    ),
    publicOrigin: new URL(publicUrl).origin,
    now,
  });

  return {
    router: identityRoutes({
      publicUrl,
      issuers,
      authenticator,
      session,
      loginFlow,
      tokens: accessTokens,
      signIn: options.signIn,
      stamps: options.stamps,
      bundledAccounts: options.bundledAccounts ?? false,
      recheckSeconds,
      now,
      logger: options.logger,
    }),
    authenticate: authenticator.authenticate,
    googleEnabled: issuers.has('google'),
    accessTokens,
  };
}
