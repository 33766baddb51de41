import { createServer, type Server } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUseCases, type Email } from '@classroom/core';
import { storedMailbox } from '@classroom/core/testing';
import { createIdentity, issuersFromEnvironment } from '@classroom/identity-oidc';
import { createDatabase, type Database } from '@classroom/persistence-knex';
import { MemoryPaymentGateway, SequentialIdGenerator } from '@classroom/persistence-memory';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { createIdp } from '../src/create-idp';
import { ScryptPasswordHasher } from '../src/scrypt-password-hasher';
import { Browser } from './support/browser';
import { CSRF, signUp } from './support/flow';

const SECRET = 'test-secret-that-is-long-enough-for-hkdf-0123456789';
const rae = {
  displayName: 'Rae Reader',
  photoURL: 'https://example.com/rae.png',
  email: 'rae@example.com',
  password: 'Unmistakable-Passw0rd',
};

interface Running {
  origin: string;
  database: Database;
  outbox: ReturnType<typeof storedMailbox>;
  stop(): Promise<void>;
}

/**
 * The provider and the website's sign-in routes over one SQLite file, as the product's server
 * runs them: local accounts and provider state both in the database.
 */
async function start(file: string, keysDirectory: string, port = 0): Promise<Running> {
  const database = await createDatabase(`sqlite:${file}`);
  await database.migrate();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const store = { ...database.repositories, unitOfWork: database.unitOfWork, jobs: database.jobs };
  const outbox = storedMailbox(database.repositories.outbox);
  const useCases = createUseCases({
    ...store,
    gateway: new MemoryPaymentGateway(),
    ids: new SequentialIdGenerator('u'),
    clock: { now: () => new Date() },
  });
  const idp = await createIdp({
    publicUrl: origin,
    secret: SECRET,
    keysDirectory,
    store,
    providerState: database.repositories.providerState,
    hasher: new ScryptPasswordHasher({ ln: 10, r: 8, p: 1 }),
  });
  const { issuer, clientId, clientSecret } = idp.webClient;
  const identity = createIdentity({
    publicUrl: origin,
    secrets: [SECRET],
    issuers: issuersFromEnvironment({}, { issuer, clientId, clientSecret }),
    signIn: (who) => useCases.signInUser.execute(who),
    stamps: {
      state: (email) => store.users.findSessionState(email as Email),
      end: (userId, at) => store.users.endSessions(userId, at),
    },
    // Every /auth/session asks the provider again, with the refresh token.
    recheckSeconds: 0,
  });
  const app = new Koa();
  app.use(idp.middleware);
  app.use(identity.router.routes());
  server.on('request', app.callback());
  return {
    origin,
    database,
    outbox,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

let running: Running | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

async function signUpThenRestart(sameDatabase: boolean) {
  const folder = await mkdtemp(join(tmpdir(), 'idp-stored-state-'));
  const file = join(folder, 'classroom.sqlite');
  running = await start(file, folder);
  const browser = new Browser(running.origin);
  await signUp(browser, running, rae);
  const kinds = await running.database.knex('idp_state').distinct('kind').pluck('kind');
  expect(kinds).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));
  const port = Number(new URL(running.origin).port);
  await running.stop();

  // A new process: new provider, new pool, the same (or an empty) database file.
  running = await start(sameDatabase ? file : join(folder, 'other.sqlite'), folder, port);
  return browser;
}

describe('provider state in the database', () => {
  it('keeps a signed-in website session renewable across a restart', async () => {
    const browser = await signUpThenRestart(true);
    const before = browser.cookie('gsc_session');
    expect((await browser.request('/auth/session')).json()).toMatchObject({
      user: { email: rae.email },
    });
    // Renewed with the stored refresh token, and sealed again.
    expect(browser.cookie('gsc_session')).not.toBe(before);
    expect((await browser.request('/auth/session')).json()).toMatchObject({
      user: { email: rae.email },
    });

    // Signing out after the restart revokes the stored grant: its tokens leave the table.
    const logout = await browser.request('/auth/logout', { method: 'POST', headers: CSRF });
    expect(logout.status).toBe(200);
    const left = await running!.database.knex('idp_state').where({ kind: 'RefreshToken' });
    expect(left).toEqual([]);
  });

  it('signs the website out at its next check when the database is another one', async () => {
    const browser = await signUpThenRestart(false);
    expect((await browser.request('/auth/session')).json()).toEqual({ user: null });
  });
});
