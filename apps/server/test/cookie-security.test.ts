import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storedMailbox } from '@classroom/core/testing';
import { ScryptPasswordHasher, createIdp } from '@classroom/idp';
import { createDatabase } from '@classroom/persistence-knex';
import { createMemoryStore } from '@classroom/persistence-memory';
import Koa from 'koa';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/config';
import { startServer, type StartedServer } from '../src/server';
import { Browser } from './support/browser';
import { freePort } from './support/free-port';

const SECRET = 'production-secret-production-secret-0123';

let server: StartedServer | undefined;
let databaseUrl: string | undefined;
let issuerServer: Server | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  issuerServer?.close();
  issuerServer = undefined;
});

/** The product in production, on a real port; `publicUrl` may name another origin (a proxy). */
async function startProduction(env: Record<string, string>) {
  const port = Number(env.PORT ?? (await freePort()));
  const varDir = mkdtempSync(path.join(tmpdir(), 'classroom-cookies-'));
  const config = parseConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: SECRET,
    SUPPORT_EMAIL: 'help@school.example',
    PAYMENTS: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    VAR_DIR: varDir,
    DATABASE_URL: (databaseUrl = `sqlite:${path.join(varDir, 'classroom.sqlite')}`),
    LOG_LEVEL: 'silent',
    ...env,
  });
  server = await startServer(config, pino({ level: 'silent' }));
  return `http://127.0.0.1:${server.port}`;
}

/** A bundled provider on its own plain-http port, as an external issuer. */
async function startIssuer() {
  issuerServer = createServer();
  await new Promise<void>((resolve) => issuerServer!.listen(0, '127.0.0.1', resolve));
  const publicUrl = `http://127.0.0.1:${(issuerServer.address() as { port: number }).port}`;
  const idp = await createIdp({
    publicUrl,
    secret: SECRET,
    keysDirectory: mkdtempSync(path.join(tmpdir(), 'classroom-issuer-')),
    store: createMemoryStore(),
    hasher: new ScryptPasswordHasher({ ln: 10, r: 8, p: 1 }),
  });
  const app = new Koa();
  app.use(idp.middleware);
  issuerServer.on('request', app.callback());
  return idp;
}

describe('cookie security follows PUBLIC_URL, not NODE_ENV', () => {
  it('signs a person up over plain http in production, as docker-compose runs it', async () => {
    const origin = await startProduction({});
    const login = await fetch(`${origin}/auth/login?provider=email&screen=register`, {
      redirect: 'manual',
    });
    expect(login.status).toBe(302);
    expect(login.headers.getSetCookie().join('\n')).toMatch(/^gsc_login=[^;]+;(?!.*secure)/);

    const browser = new Browser(origin);
    const registerPage = await browser.follow(
      '/auth/login?provider=email&screen=register&returnTo=/',
      (location) => location.includes('/register?uid='),
    );
    const uid = new URL(registerPage).searchParams.get('uid');
    expect(uid).toBeTruthy();
    const registered = await browser.json(`/idp/interaction/${uid}/register`, 'POST', {
      displayName: 'Pat Production',
      photoURL: 'https://example.com/pat.png',
      email: 'pat@example.com',
      password: 'pat-secret-42',
    });
    expect(registered.status).toBe(202);
    const store = await createDatabase(databaseUrl!);
    const verificationToken = await storedMailbox(store.repositories.outbox)
      .tokenFor('pat@example.com', 'verify-email')
      .finally(() => store.close());
    const loginPage = await browser.follow('/auth/login?provider=email&returnTo=/', (location) =>
      location.includes('/login?uid='),
    );
    const signedIn = await browser.json(
      `/idp/interaction/${new URL(loginPage).searchParams.get('uid')}/login`,
      'POST',
      { email: 'pat@example.com', password: 'pat-secret-42', verificationToken },
    );
    expect(signedIn.status).toBe(200);
    const { redirectTo } = (await signedIn.json()) as { redirectTo: string };
    expect(await browser.follow(redirectTo, (l) => l.includes('auth=registered'))).toBe(
      `${origin}/?auth=registered`,
    );
    const session = (await (await browser.fetch('/auth/session')).json()) as {
      user: { email: string } | null;
    };
    expect(session.user?.email).toBe('pat@example.com');
  });

  it('makes the sign-in cookie Secure and __Host- on an https site, over the proxy’s plain hop', async () => {
    const idp = await startIssuer();
    const origin = await startProduction({
      PUBLIC_URL: 'https://classroom.example',
      TRUST_PROXY: '1',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.webClient.clientId,
      OIDC_CLIENT_SECRET: idp.webClient.clientSecret,
    });
    // A proxy that does not send X-Forwarded-Proto: the public URL still decides.
    const login = await fetch(`${origin}/auth/login?provider=email`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    expect(login.headers.getSetCookie().join('\n')).toMatch(
      /^__Host-gsc_login=[^;]+; path=\/; expires=[^;]+; samesite=lax; secure; httponly$/,
    );
  });

  it('makes the bundled provider’s cookies Secure on an https site behind a trusted proxy', async () => {
    const origin = await startProduction({
      PUBLIC_URL: 'https://classroom.example',
      TRUST_PROXY: '1',
    });
    const authorize = new URL(`${origin}/idp/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'gs-classroom-web',
      response_type: 'code',
      redirect_uri: 'https://classroom.example/auth/callback',
      scope: 'openid email profile',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
    }).toString();
    const answer = await fetch(authorize, {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.5' },
    });
    expect(answer.status).toBe(303);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/; secure/);
  });
});
