import {
  EmailNotVerifiedError,
  ForbiddenError,
  UnauthenticatedError,
  type AuthenticatedIdentity,
} from '@classroom/core';
import { tokenBody, type SessionWire, type TokenWire } from '@classroom/http-contract';
import { errorHandler, readInput } from '@classroom/http-edge';
import Router from '@koa/router';
import * as client from 'openid-client';
import type { AccessTokens } from './access-tokens';
import type { Authenticator, SessionStamps } from './authenticator';
import { identityFromClaims } from './identity-claims';
import type { IdentityLogger } from './identity-logger';
import type { LoginFlowCookie } from './login-flow-cookie';
import type { OidcIssuer, ProviderName } from './oidc-issuer';
import { safeReturnPath, withAuthOutcome } from './return-path';
import type { SessionCookie } from './session-cookie';
import { signInClaims, type ClaimSource } from './sign-in-claims';

/** The person as the product's records have them after sign-in. */
export interface SignedInUser {
  email: string;
  displayName: string;
  photoURL: string;
}

export interface IdentityRoutesDeps {
  publicUrl: string;
  issuers: ReadonlyMap<ProviderName, OidcIssuer>;
  authenticator: Authenticator;
  session: SessionCookie;
  loginFlow: LoginFlowCookie;
  tokens: AccessTokens;
  /** Core SignInUser: upserts the user record from the provider's claims. */
  signIn: (identity: AuthenticatedIdentity) => Promise<SignedInUser>;
  stamps: SessionStamps;
  /** The 'email' issuer is the bundled provider: the product keeps those passwords. */
  bundledAccounts: boolean;
  recheckSeconds: number;
  now: () => number;
  logger?: IdentityLogger;
}

/**
 * The bundled provider says in `amr` whether the account was just created (the person may
 * switch between its sign-in and sign-up screens); other issuers do not, so their screen tells.
 */
function outcomeOf(amr: unknown, screen: 'login' | 'register'): 'registered' | 'signed-in' {
  if (Array.isArray(amr)) return amr.includes('signup') ? 'registered' : 'signed-in';
  return screen === 'register' ? 'registered' : 'signed-in';
}

/** /auth/session, /auth/login, /auth/callback, /auth/logout and POST /jwt. */
export function identityRoutes(deps: IdentityRoutesDeps): Router {
  const { publicUrl, issuers, authenticator, logger } = deps;
  const callbackUrl = `${publicUrl}/auth/callback`;
  const router = new Router();

  // The edge's error handler: the API's error shape, even when mounted on its own.
  router.use(errorHandler({ logger }));
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/auth/session', async (ctx) => {
    const session = await authenticator.session(ctx);
    ctx.body = {
      user: session
        ? {
            email: session.email,
            displayName: session.displayName,
            photoURL: session.photoURL,
            canChangePassword: deps.bundledAccounts && session.provider === 'email',
          }
        : null,
    } satisfies SessionWire;
  });

  router.get('/auth/login', async (ctx) => {
    const name: ProviderName = ctx.query.provider === 'google' ? 'google' : 'email';
    const screen = ctx.query.screen === 'register' ? 'register' : 'login';
    const loginPage = screen === 'register' ? '/register' : '/login';
    const issuer = issuers.get(name);
    if (!issuer) return ctx.redirect(`/login?error=${name}_not_configured`);

    let config: client.Configuration;
    try {
      config = await issuer.config();
    } catch (error) {
      logger?.warn({ err: error, provider: name }, 'identity provider discovery failed');
      return ctx.redirect(`${loginPage}?error=provider_unavailable`);
    }
    const flow = {
      provider: name,
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnTo: safeReturnPath(ctx.query.returnTo),
      screen,
    } as const;
    await deps.loginFlow.write(ctx, flow);
    const parameters: Record<string, string> = {
      redirect_uri: callbackUrl,
      scope: issuer.scope,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    };
    if (screen === 'register') parameters.screen_hint = 'register';
    if (name === 'google') parameters.prompt = 'select_account';
    ctx.redirect(client.buildAuthorizationUrl(config, parameters).href);
  });

  router.get('/auth/callback', async (ctx) => {
    const flow = await deps.loginFlow.take(ctx);
    // Every refusal is logged with its reason, never with a claim of the person.
    const refuse = (page: string, error: string, reason: object) => {
      logger?.warn({ provider: flow?.provider ?? null, ...reason }, 'sign-in callback refused');
      return ctx.redirect(`${page}?error=${error}`);
    };
    if (!flow) return refuse('/login', 'sign_in_expired', { reason: 'no_sign_in_cookie' });
    const loginPage = flow.screen === 'register' ? '/register' : '/login';
    const issuer = issuers.get(flow.provider);
    const notConfigured = `${flow.provider}_not_configured`;
    if (!issuer) return refuse(loginPage, notConfigured, { reason: 'not_configured' });
    if (ctx.query.error !== undefined) {
      // Only an OAuth error code goes on to the screen, never free text from the URL.
      const code = String(ctx.query.error);
      const shown = /^[a-z_]{1,40}$/.test(code) ? code : 'sign_in_failed';
      return refuse(loginPage, shown, { reason: 'provider_error', oauthError: shown });
    }

    let identity: AuthenticatedIdentity | null;
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    let claimsFrom: ClaimSource[];
    try {
      const config = await issuer.config();
      tokens = await client.authorizationCodeGrant(config, new URL(ctx.originalUrl, publicUrl), {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const { claims, from } = await signInClaims(config, tokens);
      identity = identityFromClaims(claims);
      claimsFrom = from;
    } catch (error) {
      const { code, error: oauthError } = error as { code?: string; error?: string };
      return refuse(loginPage, 'sign_in_failed', { reason: code ?? 'unknown', oauthError });
    }
    if (!identity) {
      return refuse(loginPage, 'email_missing', { reason: 'email_missing', claimsFrom });
    }

    let user: SignedInUser;
    try {
      user = await deps.signIn(identity);
    } catch (error) {
      // The issuer has not verified the address: it opens nobody's record.
      if (error instanceof EmailNotVerifiedError) {
        return refuse(loginPage, 'email_not_verified', {
          reason: 'email_not_verified',
          claimsFrom,
        });
      }
      throw error;
    }
    const nowMs = deps.now();
    const now = Math.floor(nowMs / 1000);
    await deps.session.write(
      ctx,
      {
        email: user.email,
        displayName: user.displayName,
        photoURL: user.photoURL,
        provider: flow.provider,
        refreshToken: tokens.refresh_token,
        idToken: tokens.id_token,
        signedInAt: now,
        issuedAtMs: nowMs,
        checkAt: now + deps.recheckSeconds,
      },
      now,
    );
    logger?.info({ provider: flow.provider }, 'signed in');
    ctx.redirect(withAuthOutcome(flow.returnTo, outcomeOf(tokens.claims()?.amr, flow.screen)));
  });

  // Signing out ends every session and token of the person on the server, not only this
  // cookie: a copy of it, or a token, stops working with the next request.
  router.post('/auth/logout', async (ctx) => {
    const caller = await authenticator.caller(ctx);
    deps.session.clear(ctx);
    if (caller?.actor.userId) await deps.stamps.end(caller.actor.userId, new Date(deps.now()));
    ctx.body = {
      endSessionUrl: caller?.via === 'session' ? await endSession(caller.session) : null,
    };
  });

  async function endSession(session: {
    provider: ProviderName;
    refreshToken?: string;
    idToken?: string;
  }): Promise<string | null> {
    const issuer = issuers.get(session.provider);
    if (!issuer) return null;
    try {
      const config = await issuer.config();
      if (session.refreshToken) {
        await client.tokenRevocation(config, session.refreshToken).catch(() => undefined);
      }
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: `${publicUrl}/?auth=signed-out`,
        ...(session.idToken ? { id_token_hint: session.idToken } : {}),
      }).href;
    } catch (error) {
      logger?.warn({ err: error }, 'could not reach the identity provider to sign out');
      return null;
    }
  }

  // A product token comes from a session or a provider token; it cannot renew itself.
  router.post('/jwt', async (ctx) => {
    const caller = await authenticator.caller(ctx);
    if (!caller || caller.via === 'product-token') throw new UnauthenticatedError();
    const { body } = await readInput(ctx, { body: tokenBody });
    if (body.email.toLowerCase() !== caller.actor.email) {
      throw new ForbiddenError('A token is only issued for your own e-mail.');
    }
    // A desktop sign-in never passed through /auth/callback: make sure the record exists.
    if (caller.via === 'provider-token') await deps.signIn(caller.identity);
    ctx.body = { token: (await deps.tokens.issue(caller.actor.email)).token } satisfies TokenWire;
  });

  return router;
}
