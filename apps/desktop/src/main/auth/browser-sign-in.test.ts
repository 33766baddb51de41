import * as oidc from 'openid-client';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSignIn,
  startBundledProvider,
  type RunningProvider,
} from '../testing/bundled-provider';
import { discoverNativeClient, signInWithBrowser } from './browser-sign-in';
import { createIssuerTokenSource, DESKTOP_SCOPE, NATIVE_CLIENT_ID } from './issuer-token-source';
import { SignInRefusedError, SignInTimeoutError, startLoopbackListener } from './loopback-listener';

let idp: RunningProvider;
beforeAll(async () => {
  idp = await startBundledProvider();
});
afterAll(async () => {
  await idp?.stop();
});

const portIsClosed = async (redirectUri: string) => {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(redirectUri);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
};

describe('signing in through the browser against the bundled provider', () => {
  it('gets API tokens with Authorization Code + PKCE and a loopback redirect', async () => {
    let authorizationUrl: URL | null = null;
    let browser: Promise<{ callbackStatus: number }> | null = null;
    const { tokens } = await signInWithBrowser({
      issuer: new URL(idp.issuer),
      clientId: NATIVE_CLIENT_ID,
      scope: DESKTOP_SCOPE,
      allowHttp: true,
      openBrowser: (url) => {
        authorizationUrl = new URL(url);
        browser = browserSignIn(url, { email: 'admin@classroom.test' });
      },
    });
    const sent = authorizationUrl!;
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.searchParams.get('state')).toBeTruthy();
    const redirectUri = sent.searchParams.get('redirect_uri')!;
    expect(redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect((await browser!).callbackStatus).toBe(200);

    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      iss: idp.issuer,
      aud: idp.apiAudience,
      email: 'admin@classroom.test',
    });
    expect(tokens.claims()).toMatchObject({ email: 'admin@classroom.test', name: 'Ada Admin' });
    expect(tokens.refresh_token).toBeTruthy();
    // One use: the loopback port is closed once the code came back.
    expect(await portIsClosed(redirectUri)).toBe(true);
  });

  it('refuses a callback whose state was forged, without exchanging the code', async () => {
    let browser: Promise<{ callbackStatus: number }> | null = null;
    let redirectUri = '';
    await expect(
      signInWithBrowser({
        issuer: new URL(idp.issuer),
        clientId: NATIVE_CLIENT_ID,
        scope: DESKTOP_SCOPE,
        allowHttp: true,
        openBrowser: (url) => {
          redirectUri = new URL(url).searchParams.get('redirect_uri')!;
          browser = browserSignIn(url, { email: 'instructor@classroom.test' }, (callback) => {
            callback.searchParams.set('state', 'forged-state');
            return callback;
          });
        },
      }),
    ).rejects.toBeInstanceOf(SignInRefusedError);
    expect((await browser!).callbackStatus).toBe(400);
    expect(await portIsClosed(redirectUri)).toBe(true);
  });

  it('the provider only hands out tokens for the PKCE verifier that made the challenge', async () => {
    const config = await discoverNativeClient(new URL(idp.issuer), NATIVE_CLIENT_ID, true);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const listener = await startLoopbackListener({ expectedState: state, timeoutMs: 10_000 });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: listener.redirectUri,
      scope: DESKTOP_SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    await browserSignIn(url.href, { email: 'instructor@classroom.test' });
    const callback = await listener.callback;
    await expect(
      oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('gives up after the time-out when the browser never comes back', async () => {
    let redirectUri = '';
    await expect(
      signInWithBrowser({
        issuer: new URL(idp.issuer),
        clientId: NATIVE_CLIENT_ID,
        scope: DESKTOP_SCOPE,
        allowHttp: true,
        timeoutMs: 200,
        openBrowser: (url) => {
          redirectUri = new URL(url).searchParams.get('redirect_uri')!;
        },
      }),
    ).rejects.toBeInstanceOf(SignInTimeoutError);
    expect(await portIsClosed(redirectUri)).toBe(true);
  });

  it('announces the sign-in to the server, renews with the refresh token, and revokes it on sign-out', async () => {
    const announced: Array<{ url: string; authorization: string | null; body: unknown }> = [];
    const opened: string[] = [];
    const source = createIssuerTokenSource({
      issuerFor: () => new URL(idp.issuer),
      openBrowser: (url) => {
        opened.push(url);
        if (opened.length === 1) void browserSignIn(url, { email: 'instructor@classroom.test' });
      },
      fetch: (async (url: URL, init: RequestInit) => {
        announced.push({
          url: String(url),
          authorization: new Headers(init.headers).get('Authorization'),
          body: JSON.parse(String(init.body)),
        });
        return new Response('{"token":"product-token"}', { status: 200 });
      }) as unknown as typeof fetch,
    });
    const first = await source.signIn(idp.publicUrl);
    expect(first).toMatchObject({
      email: 'instructor@classroom.test',
      displayName: 'Ivan Teacher',
      serverUrl: idp.publicUrl,
    });
    expect(announced).toEqual([
      {
        url: `${idp.publicUrl}/jwt`,
        authorization: `Bearer ${first.accessToken}`,
        body: { email: 'instructor@classroom.test' },
      },
    ]);

    const renewed = await source.renew(first);
    expect(renewed?.accessToken).toBeTruthy();
    expect(renewed?.accessToken).not.toBe(first.accessToken);
    expect(decodeJwt(renewed!.accessToken)).toMatchObject({
      aud: idp.apiAudience,
      email: 'instructor@classroom.test',
    });

    await source.signOut!(renewed!, { endBrowserSession: true });
    await expect(source.renew(renewed!)).rejects.toMatchObject({ error: 'invalid_grant' });
    // The browser is sent to the provider's sign-out for this client.
    const endSession = new URL(opened.at(-1)!);
    expect(endSession.href.startsWith(`${idp.issuer}/session/end`)).toBe(true);
    expect(endSession.searchParams.get('client_id')).toBe(NATIVE_CLIENT_ID);
  });
});
