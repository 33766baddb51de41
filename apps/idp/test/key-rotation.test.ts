import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader } from 'jose';
import * as client from 'openid-client';
import { afterEach, describe, expect, it } from 'vitest';
import { NATIVE_CLIENT_ID } from '../src/idp-clients';
import { rotateSigningKeys } from '../src/signing-keys';
import { Browser } from './support/browser';
import { signUp } from './support/flow';
import { startTestServer, type TestServer } from './support/test-server';

const kim = {
  displayName: 'Kim Keys',
  photoURL: 'https://example.com/kim.png',
  email: 'kim@example.com',
  password: 'kim-password-1',
};

let running: TestServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** The desktop app's sign-in, reduced to what the test needs: an API access token. */
async function desktopAccessToken(server: TestServer): Promise<string> {
  const config = await client.discovery(
    new URL(server.idp.issuer),
    NATIVE_CLIENT_ID,
    undefined,
    client.None(),
    { execute: [client.allowInsecureRequests] },
  );
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: 'http://127.0.0.1:61000/callback',
    scope: 'openid email profile api',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const browser = new Browser(server.origin);
  const landed = await browser.follow(url.href, (u) => u.pathname === '/login');
  const uid = new URL(landed.url).searchParams.get('uid')!;
  const answer = await browser.request(`/idp/interaction/${uid}/login`, {
    json: { email: kim.email, password: kim.password },
  });
  const back = await browser.follow(
    (answer.json() as { redirectTo: string }).redirectTo,
    (u) => u.port === '61000',
  );
  const tokens = await client.authorizationCodeGrant(config, new URL(back.url), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return tokens.access_token;
}

describe('rotating the provider signing keys', () => {
  it('signs with the new key after a restart and still accepts tokens signed before', async () => {
    const keysDirectory = await mkdtemp(join(tmpdir(), 'idp-rotation-'));
    running = await startTestServer({ keysDirectory });
    const { port } = new URL(running.origin);
    const { store } = running;
    await signUp(new Browser(running.origin), running, kim);
    const before = await desktopAccessToken(running);
    await running.close();

    await rotateSigningKeys(keysDirectory);
    running = await startTestServer({ keysDirectory, port: Number(port), store });
    const after = await desktopAccessToken(running);
    expect(decodeProtectedHeader(after).kid).not.toBe(decodeProtectedHeader(before).kid);

    for (const token of [before, after]) {
      const answer = await new Browser(running.origin).request('/jwt', {
        json: { email: kim.email },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(200);
    }
  });
});
