import { AccessTokens, deriveKeys } from '@classroom/identity-oidc';
import { SignJWT } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_CLIENT_ID } from '../src/idp-clients';
import { Browser } from './support/browser';
import { CSRF, signUp, startSignIn, untilCallback } from './support/flow';
import { startTestServer, type TestServer } from './support/test-server';

const ivy = {
  displayName: 'Ivy Instructor',
  photoURL: 'https://example.com/ivy.png',
  email: 'ivy@example.com',
  password: 'ivy-password-1',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await signUp(new Browser(server.origin), server, ivy);
});
afterAll(() => server.close());

const recordOf = (token: string) =>
  new Browser(server.origin).request(`/api/v1/users/${ivy.email}`, {
    headers: { Authorization: `Bearer ${token}` },
  });

function productTokens(overrides: { secret?: string; audience?: string; ttlSeconds?: number }) {
  return new AccessTokens({
    keys: deriveKeys([overrides.secret ?? server.secret], 'access-token'),
    issuer: server.origin,
    audience: overrides.audience ?? `${server.origin}/api`,
    ttlSeconds: overrides.ttlSeconds,
  });
}

describe('bearer tokens of POST /jwt', () => {
  it('name issuer, audience, expiry and key id', async () => {
    const { token } = await productTokens({}).issue(ivy.email);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map(
        (part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>,
      );
    expect(header).toMatchObject({ alg: 'HS256', typ: 'at+jwt', kid: expect.any(String) });
    expect(payload).toMatchObject({
      iss: server.origin,
      aud: `${server.origin}/api`,
      sub: ivy.email,
    });
    expect(payload!.exp).toBeGreaterThan(Date.now() / 1000);
    expect((await recordOf(token)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { token } = await productTokens({ ttlSeconds: -5 }).issue(ivy.email);
    expect((await recordOf(token)).status).toBe(401);
  });

  it('refuses a token signed by another key', async () => {
    const { token } = await productTokens({ secret: 'another-secret-entirely-0123456789' }).issue(
      ivy.email,
    );
    expect((await recordOf(token)).status).toBe(401);
    // Claiming the real key id does not help either.
    const [real] = deriveKeys([server.secret], 'access-token');
    const forged = await new SignJWT({ email: ivy.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: real!.kid })
      .setIssuer(server.origin)
      .setAudience(`${server.origin}/api`)
      .setSubject(ivy.email)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect((await recordOf(forged)).status).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    const { token } = await productTokens({ audience: 'https://other.example/api' }).issue(
      ivy.email,
    );
    expect((await recordOf(token)).status).toBe(401);
  });

  it('keeps honouring tokens of the previous secret after a rotation', async () => {
    const { token } = await productTokens({}).issue(ivy.email);
    const rotated = new AccessTokens({
      keys: deriveKeys(['the-new-secret-0123456789abcdef', server.secret], 'access-token'),
      issuer: server.origin,
      audience: `${server.origin}/api`,
    });
    await expect(rotated.verify(token)).resolves.toMatchObject({ email: ivy.email });
    const fresh = await rotated.issue(ivy.email);
    await expect(productTokens({}).verify(fresh.token)).resolves.toBeNull();
  });
});

describe('the desktop app: loopback redirect and PKCE against /idp', () => {
  async function nativeSignIn(port: number, person: { email: string; password: string }) {
    const config = await client.discovery(
      new URL(server.idp.issuer),
      NATIVE_CLIENT_ID,
      undefined,
      client.None(),
      {
        execute: [client.allowInsecureRequests],
      },
    );
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const redirectUri = `http://127.0.0.1:${port}/callback`;
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile api',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const browser = new Browser(server.origin);
    const landed = await browser.follow(
      url.href,
      (u) => u.origin === server.origin && u.pathname === '/login',
    );
    const uid = new URL(landed.url).searchParams.get('uid')!;
    const answer = await browser.request(`/idp/interaction/${uid}/login`, { json: person });
    const { redirectTo } = answer.json() as { redirectTo: string };
    const reached = await browser.follow(redirectTo, (u) => u.port === String(port));
    const tokens = await client.authorizationCodeGrant(config, new URL(reached.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    return { config, tokens };
  }

  it('gets an API access token on any loopback port, usable as a bearer and for /jwt', async () => {
    const { tokens } = await nativeSignIn(53682, { email: ivy.email, password: ivy.password });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const access = tokens.access_token;
    expect(access.split('.')).toHaveLength(3);
    expect((await recordOf(access)).status).toBe(200);

    const exchanged = await new Browser(server.origin).request('/jwt', {
      json: { email: ivy.email },
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(exchanged.status).toBe(200);
    expect((await recordOf((exchanged.json() as { token: string }).token)).status).toBe(200);
  });

  it('creates the user record on the first /jwt of someone who only used the desktop app', async () => {
    const web = new Browser(server.origin);
    await signUp(web, server, {
      ...ivy,
      email: 'desk@example.com',
      displayName: 'Desk Only',
    });
    server.store.tables.users.clear();
    const { tokens } = await nativeSignIn(40123, {
      email: 'desk@example.com',
      password: ivy.password,
    });
    const bearer = { Authorization: `Bearer ${tokens.access_token}` };
    const exchanged = await web.request('/jwt', {
      json: { email: 'desk@example.com' },
      headers: bearer,
    });
    expect(exchanged.status).toBe(200);
    const record = await web.request('/api/v1/users/desk@example.com', { headers: bearer });
    expect(record.json()).toMatchObject({ displayName: 'Desk Only', role: 'user' });
  });

  it('refuses a redirect that is not a loopback address', async () => {
    const browser = new Browser(server.origin);
    const url = new URL(`${server.idp.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: NATIVE_CLIENT_ID,
      redirect_uri: 'http://evil.example/callback',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWjy7Ni8URUJ4',
      code_challenge_method: 'S256',
    }).toString();
    const answer = await browser.request(url.href);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('redirect_uri');
  });

  it('refuses an authorization request without PKCE', async () => {
    const browser = new Browser(server.origin);
    const url = new URL(`${server.idp.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: server.idp.webClient.clientId,
      redirect_uri: `${server.origin}/auth/callback`,
      response_type: 'code',
      scope: 'openid',
      state: 'x',
    }).toString();
    const answer = await browser.request(url.href);
    expect(answer.location).toContain('error=invalid_request');
  });

  it('refuses a web session cookie write without the CSRF header', async () => {
    const web = new Browser(server.origin);
    const { uid } = await startSignIn(web, server.origin);
    const answer = await web.request(`/idp/interaction/${uid}/login`, {
      json: { email: ivy.email, password: ivy.password },
    });
    const callback = await untilCallback(web, (answer.json() as { redirectTo: string }).redirectTo);
    await web.request(callback.href);
    expect((await web.request('/auth/logout', { method: 'POST' })).status).toBe(403);
    expect((await web.request('/auth/logout', { method: 'POST', headers: CSRF })).status).toBe(200);
  });
});
