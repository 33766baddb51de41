import * as oidc from 'openid-client';
import { discoverNativeClient, signInWithBrowser, type TokenResponse } from './browser-sign-in';
import type { TokenSource } from './desktop-session';
import type { StoredTokens } from './token-store';

/** The bundled provider's public native client (see docs/identity.md). */
export const NATIVE_CLIENT_ID = 'gs-classroom-desktop';
/** `api` asks for an access token whose audience is the product's API. */
export const DESKTOP_SCOPE = 'openid email profile api';

export interface IssuerTokenSourceOptions {
  openBrowser: (url: string) => Promise<void> | void;
  fetch?: typeof fetch;
  clientId?: string;
  /** The issuer for a server; the bundled provider lives at `/idp`. */
  issuerFor?: (serverUrl: string) => URL;
  timeoutMs?: number;
  now?: () => number;
}

export function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/**
 * Tokens from the server's OpenID provider: the first set through the browser (loopback +
 * PKCE), the next ones with the refresh token, before the access token runs out.
 */
export function createIssuerTokenSource(options: IssuerTokenSourceOptions): TokenSource {
  const clientId = options.clientId ?? NATIVE_CLIENT_ID;
  const issuerFor = options.issuerFor ?? ((serverUrl: string) => new URL('/idp', serverUrl));
  const now = options.now ?? Date.now;
  const configs = new Map<string, Promise<oidc.Configuration>>();

  const toStored = (
    serverUrl: string,
    tokens: TokenResponse,
    previous?: StoredTokens,
  ): StoredTokens => {
    const claims = tokens.claims();
    const email = typeof claims?.email === 'string' ? claims.email : previous?.email;
    if (!email) throw new Error('The sign-in did not say who you are (no e-mail in the ID token).');
    return {
      serverUrl,
      accessToken: tokens.access_token,
      expiresAt: now() + (tokens.expiresIn() ?? 300) * 1000,
      refreshToken: tokens.refresh_token ?? previous?.refreshToken,
      idToken: tokens.id_token ?? previous?.idToken,
      email,
      displayName:
        typeof claims?.name === 'string' ? claims.name : (previous?.displayName ?? email),
      photoURL: typeof claims?.picture === 'string' ? claims.picture : (previous?.photoURL ?? ''),
    };
  };

  return {
    async signIn(serverUrl) {
      const { config, tokens } = await signInWithBrowser({
        issuer: issuerFor(serverUrl),
        clientId,
        scope: DESKTOP_SCOPE,
        openBrowser: options.openBrowser,
        timeoutMs: options.timeoutMs,
        allowHttp: isLoopbackHttp(serverUrl),
      });
      configs.set(serverUrl, Promise.resolve(config));
      const stored = toStored(serverUrl, tokens);
      await announceSignIn(serverUrl, stored, options.fetch ?? fetch);
      return stored;
    },
    async renew(current) {
      if (!current.refreshToken) return null;
      let config = configs.get(current.serverUrl);
      if (!config) {
        config = discoverNativeClient(
          issuerFor(current.serverUrl),
          clientId,
          isLoopbackHttp(current.serverUrl),
        );
        configs.set(current.serverUrl, config);
        config.catch(() => configs.delete(current.serverUrl));
      }
      const tokens = await oidc.refreshTokenGrant(await config, current.refreshToken);
      return toStored(current.serverUrl, tokens, current);
    },
    async signOut(current, { endBrowserSession }) {
      const config = await (configs.get(current.serverUrl) ??
        discoverNativeClient(
          issuerFor(current.serverUrl),
          clientId,
          isLoopbackHttp(current.serverUrl),
        ));
      // The refresh token dies with the sign-out, even if the file was copied somewhere.
      if (current.refreshToken) {
        await oidc
          .tokenRevocation(config, current.refreshToken, { token_type_hint: 'refresh_token' })
          .catch(() => undefined);
      }
      // The provider's own session lives in the browser: end it there too, or the next
      // sign-in would go through without a password.
      if (endBrowserSession && config.serverMetadata().end_session_endpoint) {
        const params: Record<string, string> = { client_id: clientId };
        if (current.idToken) params.id_token_hint = current.idToken;
        await options.openBrowser(oidc.buildEndSessionUrl(config, params).href);
      }
    },
  };
}

/**
 * `POST /jwt` once after signing in: the server creates the user record of someone who never
 * signed in on the website (docs/identity.md). Its answer, the product's token, is not needed.
 */
async function announceSignIn(serverUrl: string, tokens: StoredTokens, fetchImpl: typeof fetch) {
  const response = await fetchImpl(new URL('/jwt', serverUrl), {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokens.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: tokens.email }),
  });
  if (!response.ok) throw new Error(`The server refused the sign-in (${response.status}).`);
}
