import * as oidc from 'openid-client';
import { startLoopbackListener } from './loopback-listener';

export interface BrowserSignInOptions {
  /** The issuer, e.g. `https://classroom.example.org/idp`. */
  issuer: URL;
  /** The public native client registered for loopback redirects. */
  clientId: string;
  scope: string;
  /** Opens the authorization URL in the system browser (shell.openExternal in the app). */
  openBrowser: (url: string) => Promise<void> | void;
  timeoutMs?: number;
  /** Extra authorization parameters (prompt, resource ...). */
  extraParams?: Record<string, string>;
  /** Tests and local development servers run over plain http on this machine. */
  allowHttp?: boolean;
}

export type TokenResponse = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;

/** Discovery of the issuer's metadata for the public (no secret) native client. */
export async function discoverNativeClient(
  issuer: URL,
  clientId: string,
  allowHttp = false,
): Promise<oidc.Configuration> {
  return oidc.discovery(issuer, clientId, { token_endpoint_auth_method: 'none' }, oidc.None(), {
    execute: allowHttp ? [oidc.allowInsecureRequests] : [],
  });
}

/**
 * Authorization Code + PKCE through the system browser with a loopback redirect (RFC 8252):
 * the code comes back to a one-shot listener on 127.0.0.1, its state is checked, and the code
 * is exchanged with the PKCE verifier that never left this process.
 */
export async function signInWithBrowser(
  options: BrowserSignInOptions,
): Promise<{ config: oidc.Configuration; tokens: TokenResponse }> {
  const config = await discoverNativeClient(options.issuer, options.clientId, options.allowHttp);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const listener = await startLoopbackListener({
    expectedState: state,
    timeoutMs: options.timeoutMs ?? 5 * 60_000,
  });
  try {
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: listener.redirectUri,
      scope: options.scope,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      state,
      nonce,
      ...options.extraParams,
    });
    await options.openBrowser(authorizationUrl.href);
    const callbackUrl = await listener.callback;
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: options.scope.split(' ').includes('openid'),
    });
    return { config, tokens };
  } finally {
    listener.close();
  }
}
