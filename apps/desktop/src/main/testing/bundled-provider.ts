import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryStore } from '@classroom/persistence-memory';
import { createIdp, DEMO_PASSWORD, ScryptPasswordHasher, seedDemoAccounts } from '@classroom/idp';
import Koa from 'koa';

export interface RunningProvider {
  publicUrl: string;
  issuer: string;
  apiAudience: string;
  stop(): Promise<void>;
}

/** The product's bundled OpenID provider on a random local port, with the demo accounts. */
export async function startBundledProvider(): Promise<RunningProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keysDirectory = await mkdtemp(join(tmpdir(), 'classroom-idp-'));
  const store = createMemoryStore();
  // Cheap hashing: the test is about the flow, not the password hash.
  const hasher = new ScryptPasswordHasher({ ln: 10, r: 8, p: 1 });
  await seedDemoAccounts(store.localAccounts, hasher);
  const idp = await createIdp({
    publicUrl,
    secret: 'desktop-test-secret-desktop-test-secret',
    keysDirectory,
    store,
    hasher,
  });
  const app = new Koa();
  app.use(idp.middleware);
  server.on('request', app.callback());
  return {
    publicUrl,
    issuer: idp.issuer,
    apiAudience: idp.apiAudience,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(keysDirectory, { recursive: true, force: true });
    },
  };
}

/**
 * The system browser, played with plain HTTP: follows the provider's redirects with a cookie
 * jar, signs in on the interaction with the website's JSON call, and finally calls the
 * loopback redirect (possibly altered by `tamper`, to play an attacker).
 */
export async function browserSignIn(
  authorizationUrl: string,
  account: { email: string; password?: string },
  tamper: (callback: URL) => URL = (url) => url,
): Promise<{ callbackStatus: number; callbackUrl: URL }> {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
    return response;
  };

  let url = authorizationUrl;
  for (let hop = 0; hop < 20; hop++) {
    const target = new URL(url);
    if (target.pathname === '/callback') {
      const callbackUrl = tamper(target);
      const response = await fetch(callbackUrl);
      return { callbackStatus: response.status, callbackUrl };
    }
    if (target.pathname === '/login' && target.searchParams.has('uid')) {
      // The website's sign-in screen posts the credentials to the interaction.
      const uid = target.searchParams.get('uid')!;
      const answer = await request(new URL(`/idp/interaction/${uid}/login`, target).href, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password ?? DEMO_PASSWORD }),
      });
      if (answer.status !== 200)
        throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
      url = ((await answer.json()) as { redirectTo: string }).redirectTo;
      continue;
    }
    const response = await request(url);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `${url} answered ${response.status} without a redirect: ${await response.text()}`,
      );
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects');
}
