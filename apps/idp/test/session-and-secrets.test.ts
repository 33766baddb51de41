import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryStore, MemoryProviderStateRepository } from '@classroom/persistence-memory';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/login-throttle';
import { Browser } from './support/browser';
import { CSRF, signIn, signUp, startSignIn } from './support/flow';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Unmistakable-Passw0rd';
const rae = {
  displayName: 'Rae Reader',
  photoURL: 'https://example.com/rae.png',
  email: 'rae@example.com',
  password: PASSWORD,
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function endProviderSessionOnly(browser: Browser, s: TestServer): Promise<void> {
  const page = await browser.request(
    `${s.idp.issuer}/session/end?client_id=${s.idp.webClient.clientId}`,
  );
  const action = /<form[^>]*action="([^"]+)"/.exec(page.body)![1]!;
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
  await browser.request(action, { form: { xsrf, logout: 'yes' } });
}

describe('the website session follows the provider session', () => {
  it('renews while the provider session lives and ends when it ends', async () => {
    server = await startTestServer({ recheckSeconds: 0 });
    const browser = new Browser(server.origin);
    await signUp(browser, server, rae);

    const before = browser.cookie('gsc_session');
    expect((await browser.request('/auth/session')).json()).toMatchObject({
      user: { email: rae.email },
    });
    // Re-checked with the refresh token, and sealed again.
    expect(browser.cookie('gsc_session')).not.toBe(before);
    expect((await browser.request(`/api/v1/users/${rae.email}`)).status).toBe(200);

    // Signing out at the provider (another tab) ends the website session at its next check.
    await endProviderSessionOnly(browser, server);
    expect((await browser.request('/auth/session')).json()).toEqual({ user: null });
    expect(browser.cookie('gsc_session')).toBeUndefined();
  });
});

describe('a server restart', () => {
  async function restartKeepsSession(shareProviderState: boolean): Promise<unknown> {
    const keysDirectory = await mkdtemp(join(tmpdir(), 'idp-restart-'));
    const store = createMemoryStore();
    const providerState = new MemoryProviderStateRepository();
    const shared = { keysDirectory, store, recheckSeconds: 0 };
    server = await startTestServer({ ...shared, providerState });
    const browser = new Browser(server.origin);
    await signUp(browser, server, rae);
    expect(providerState.rows.size).toBeGreaterThan(0);
    const port = Number(new URL(server.origin).port);
    await server.close();

    server = await startTestServer({
      ...shared,
      port,
      providerState: shareProviderState ? providerState : new MemoryProviderStateRepository(),
    });
    return (await browser.request('/auth/session')).json();
  }

  it('keeps website sessions renewable when the provider state is stored', async () => {
    expect(await restartKeepsSession(true)).toMatchObject({ user: { email: rae.email } });
  });

  it('ends them at the next check when the provider forgot its sessions', async () => {
    expect(await restartKeepsSession(false)).toEqual({ user: null });
  });
});

describe('signing out', () => {
  it('revokes the refresh token, so a copy of the old cookie dies at its next check', async () => {
    server = await startTestServer({ recheckSeconds: 0 });
    const browser = new Browser(server.origin);
    await signUp(browser, server, rae);
    const copied = browser.cookie('gsc_session')!;

    const logout = await browser.request('/auth/logout', { method: 'POST', headers: CSRF });
    expect(logout.status).toBe(200);
    // The browser never even follows endSessionUrl.
    const thief = new Browser(server.origin);
    thief.setCookie('gsc_session', copied);
    expect((await thief.request('/auth/session')).json()).toEqual({ user: null });
  });
});

describe('brute-force throttling', () => {
  it('answers 429 with Retry-After once an address failed too often for an account', async () => {
    server = await startTestServer({
      throttle: new LoginThrottle({
        freeAttempts: 3,
        baseDelayMs: 60_000,
        maxDelayMs: 60_000,
        perAddress: 100,
        windowMs: 60_000,
      }),
    });
    const s = server;
    await signUp(new Browser(s.origin), s, rae);
    const browser = new Browser(s.origin);
    const { uid } = await startSignIn(browser, s.origin);
    const attempt = (password: string) =>
      browser.request(`/idp/interaction/${uid}/login`, { json: { email: rae.email, password } });

    for (let i = 0; i < 3; i += 1) expect((await attempt(`wrong-${i}-pw`)).status).toBe(401);
    const blocked = await attempt(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(50);
  });
});

describe('a password never leaves the sign-in form', () => {
  it('is in no stored row, log line or answer', async () => {
    server = await startTestServer();
    const s = server;
    const browser = new Browser(s.origin);
    await signUp(browser, s, rae);
    await browser.request('/auth/logout', { method: 'POST', headers: CSRF });
    const other = new Browser(s.origin);
    const { uid } = await startSignIn(other, s.origin);
    await other.request(`/idp/interaction/${uid}/login`, {
      json: { email: rae.email, password: `${PASSWORD}x` },
    });
    await signIn(other, s.origin, rae);
    await other.request('/jwt', { json: { email: rae.email }, headers: CSRF });
    await other.request('/auth/session');
    await other.request(`/api/v1/users/${rae.email}`);

    const stored = JSON.stringify({
      localAccounts: [...s.store.tables.localAccounts.values()],
      outbox: s.outbox.messages,
      users: [...s.store.tables.users.values()],
      providerState: [...s.providerState.rows.values()],
    });
    expect(stored).toContain('"kind":"Session"');
    expect(stored).toContain(rae.email);
    expect(stored).toContain('$scrypt$');
    const everything = [stored, ...s.logger.lines, ...browser.bodies, ...other.bodies];
    expect(everything.length).toBeGreaterThan(10);
    for (const text of everything) expect(text).not.toContain(PASSWORD);
    expect(s.logger.lines.some((line) => line.includes('failed sign-in'))).toBe(true);
  });
});
