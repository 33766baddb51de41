import { User, createUseCases, type Email } from '@classroom/core';
import { anAdmin } from '@classroom/core/testing';
import { MemoryPaymentGateway, SequentialIdGenerator } from '@classroom/persistence-memory';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/login-throttle';
import { Browser } from './support/browser';
import {
  CSRF,
  finishAt,
  register,
  signIn,
  signInWithLink,
  signUp,
  startSignIn,
} from './support/flow';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Unmistakable-Passw0rd';

let server: TestServer;
afterEach(() => server?.close());

/** Polls the outbox for work the server does after answering (forgot password). */
async function mailTo(email: string, kind: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = server.outbox.messages.filter((m) => m.to === email && m.kind === kind);
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${kind} mail to ${email}`);
}

async function bearerFor(browser: Browser, email: string): Promise<string> {
  const answer = await browser.request('/jwt', { json: { email }, headers: CSRF });
  expect(answer.status).toBe(200);
  return (answer.json() as { token: string }).token;
}

describe("registering someone else's address", () => {
  it('opens no record and makes no admin until the link from the outbox is followed', async () => {
    server = await startTestServer({ realApi: true, adminEmails: ['boss@example.com'] });
    // Both addresses already have a product record (say, from Google).
    const owner = User.register({
      id: 'u-owner',
      email: 'owner@example.com' as Email,
      displayName: 'Olga Owner',
      photoURL: '',
      now: new Date(),
    });
    owner.applyAsInstructor({ category: 'Business', experience: 'Experienced', title: 'Owner' });
    owner.approveApplication();
    await server.store.users.insert(owner);

    for (const email of ['owner@example.com', 'boss@example.com']) {
      const attacker = new Browser(server.origin);
      const person = { displayName: 'Mallory', photoURL: 'https://x.example/m.png', email };
      await register(attacker, server.origin, { ...person, password: PASSWORD });
      const { uid } = await startSignIn(attacker, server.origin);
      const refused = await attacker.request(`/idp/interaction/${uid}/login`, {
        json: { email, password: PASSWORD },
      });
      expect(refused.status).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'email_not_verified' } });
      expect(attacker.cookie('gsc_session')).toBeUndefined();
      expect((await attacker.request(`/api/v1/users/${email}`)).status).toBe(401);
      expect((await attacker.request(`/api/v1/users/admin/${email}`)).status).toBe(401);
    }
    expect((await server.store.users.findByEmail('owner@example.com' as Email))?.role).toBe('user');
    expect(await server.store.users.findByEmail('boss@example.com' as Email)).toBeNull();

    // Whoever reads the mailbox, and knows the password, follows the link: now it links.
    for (const email of ['owner@example.com', 'boss@example.com']) {
      const browser = new Browser(server.origin);
      await signInWithLink(browser, server, { email, password: PASSWORD });
      const record = await browser.request(`/api/v1/users/${email}`);
      expect(record.status).toBe(200);
      if (email === 'owner@example.com') expect(record.json()).toMatchObject({ _id: 'u-owner' });
      const admin = await browser.request(`/api/v1/users/admin/${email}`);
      expect(admin.json()).toEqual({ admin: email === 'boss@example.com' });
    }
  });

  it('verifies nothing when the link is followed with a password its holder does not know', async () => {
    server = await startTestServer();
    const person = { displayName: 'Mallory', photoURL: 'https://x.example/m.png' };
    await register(new Browser(server.origin), server.origin, {
      ...person,
      email: 'victim@example.com',
      password: PASSWORD,
    });
    const victim = new Browser(server.origin);
    const { uid } = await startSignIn(victim, server.origin);
    const answer = await victim.request(`/idp/interaction/${uid}/login`, {
      json: {
        email: 'victim@example.com',
        password: 'the-victims-own',
        verificationToken: server.outbox.tokenFor('victim@example.com', 'verify-email'),
      },
    });
    expect(answer.status).toBe(401);
    expect(
      (await server.store.localAccounts.findByEmail('victim@example.com' as Email))?.emailVerified,
    ).toBe(false);
  });
});

describe('an issuer that does not vouch for the address', () => {
  it('links no record: the callback sends the person back with email_not_verified', async () => {
    server = await startTestServer({ adminEmails: ['ivy@example.com'] });
    const ivy = {
      displayName: 'Ivy',
      photoURL: 'https://x.example/i.png',
      email: 'ivy@example.com',
      password: PASSWORD,
    };
    const browser = new Browser(server.origin);
    await signUp(browser, server, ivy);
    await browser.request('/auth/logout', { method: 'POST', headers: CSRF });
    // The issuer now says the address is unverified (as an external issuer or Google may).
    const row = server.store.tables.localAccounts.get(ivy.email)!;
    server.store.tables.localAccounts.set(ivy.email, { ...row, emailVerifiedAt: null });
    await server.store.users.delete((await server.store.users.findByEmail(ivy.email as Email))!.id);

    // The provider session still lives, so the issuer answers without asking for a password.
    const start = await browser.request('/auth/login?provider=email');
    const reached = await browser.follow(start.location!, (url) => url.pathname === '/login');
    expect(reached.url).toBe(`${server.origin}/login?error=email_not_verified`);
    expect(browser.cookie('gsc_session')).toBeUndefined();
    expect(await server.store.users.findByEmail(ivy.email as Email)).toBeNull();
  });
});

describe('forgot password', () => {
  const ann = {
    displayName: 'Ann Known',
    photoURL: 'https://x.example/ann.png',
    email: 'ann@example.com',
    password: PASSWORD,
  };

  it('answers known and unknown addresses alike, and a link resets the password once', async () => {
    server = await startTestServer({ realApi: true });
    const web = new Browser(server.origin);
    await signUp(web, server, ann);
    const token = await bearerFor(web, ann.email);

    const ask = async (email: string) => {
      const answer = await new Browser(server.origin).request('/idp/password/forgot', {
        json: { email },
      });
      const headers = [...answer.headers].filter(
        ([name]) => !['date', 'x-request-id'].includes(name),
      );
      return { status: answer.status, body: answer.body, headers };
    };
    const known = await ask(ann.email);
    const unknown = await ask('nobody@example.com');
    expect(known).toEqual(unknown);
    expect(known.status).toBe(202);

    const [mail] = await mailTo(ann.email, 'password-reset');
    const resetToken = (mail as { token: string }).token;
    const reset = await new Browser(server.origin).request('/idp/password/reset', {
      json: { token: resetToken, password: 'Brand-New-Passw0rd' },
    });
    expect(reset.status).toBe(200);
    // Nobody is signed in by it.
    expect(reset.setCookies.filter((line) => line.startsWith('gsc_session='))).toEqual([]);

    const again = await new Browser(server.origin).request('/idp/password/reset', {
      json: { token: resetToken, password: 'Another-Passw0rd' },
    });
    expect(again.status).toBe(400);
    expect(again.json()).toEqual({
      error: {
        code: 'invalid_token',
        message: 'This link has expired or was already used. Ask for a new one.',
      },
    });

    // The earlier session and bearer token are over; the old password fails, the new one works.
    expect((await web.request(`/api/v1/users/${ann.email}`)).status).toBe(401);
    const bearer = await new Browser(server.origin).request(`/api/v1/users/${ann.email}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bearer.status).toBe(401);
    const { uid } = await startSignIn(web, server.origin);
    const old = await web.request(`/idp/interaction/${uid}/login`, {
      json: { email: ann.email, password: PASSWORD },
    });
    expect(old.status).toBe(401);
    await signIn(new Browser(server.origin), server.origin, {
      email: ann.email,
      password: 'Brand-New-Passw0rd',
    });
    expect((await mailTo(ann.email, 'password-changed')).length).toBe(1);
  });

  it('refuses a made-up or malformed link and a short password with clear messages', async () => {
    server = await startTestServer();
    const browser = new Browser(server.origin);
    const made = await browser.request('/idp/password/reset', {
      json: { token: 'A'.repeat(43), password: 'Brand-New-Passw0rd' },
    });
    expect(made.status).toBe(400);
    expect(made.json()).toMatchObject({ error: { code: 'invalid_token' } });
    const short = await browser.request('/idp/password/reset', {
      json: { token: 'A'.repeat(43), password: '123' },
    });
    expect(short.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { password: 'Password must be 6 characters' } },
    });
    const form = await browser.request('/idp/password/reset', { form: { token: 'x' } });
    expect(form.status).toBe(415);
  });
});

describe('change password', () => {
  it('needs the current password and ends every session, this one too', async () => {
    server = await startTestServer({ realApi: true });
    const cleo = {
      displayName: 'Cleo',
      photoURL: 'https://x.example/c.png',
      email: 'cleo@example.com',
      password: PASSWORD,
    };
    const web = new Browser(server.origin);
    await signUp(web, server, cleo);
    const other = new Browser(server.origin);
    await signIn(other, server.origin, cleo);

    const visitor = await new Browser(server.origin).request('/idp/account/password', {
      json: { currentPassword: PASSWORD, newPassword: 'Next-Passw0rd' },
    });
    expect(visitor.status).toBe(401);
    const noCsrf = await web.request('/idp/account/password', {
      json: { currentPassword: PASSWORD, newPassword: 'Next-Passw0rd' },
    });
    expect(noCsrf.status).toBe(403);
    const wrong = await web.request('/idp/account/password', {
      json: { currentPassword: 'guess-what', newPassword: 'Next-Passw0rd' },
      headers: CSRF,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { fields: { currentPassword: 'Current password is incorrect' } },
    });

    const changed = await web.request('/idp/account/password', {
      json: { currentPassword: PASSWORD, newPassword: 'Next-Passw0rd' },
      headers: CSRF,
    });
    expect(changed.status).toBe(200);
    for (const browser of [web, other]) {
      expect((await browser.request(`/api/v1/users/${cleo.email}`)).status).toBe(401);
    }
    await signIn(new Browser(server.origin), server.origin, { ...cleo, password: 'Next-Passw0rd' });
  });
});

describe('holes closed', () => {
  const dan = {
    displayName: 'Dan',
    photoURL: 'https://x.example/d.png',
    email: 'dan@example.com',
    password: PASSWORD,
  };

  it('never sends a sign-in to another site, however the return path is spelt', async () => {
    server = await startTestServer();
    await signUp(new Browser(server.origin), server, dan);
    for (const returnTo of ['/.//evil.example', '/./\\evil.example', '/a/..//evil.example']) {
      const browser = new Browser(server.origin);
      const landed = await signIn(browser, server.origin, dan, returnTo);
      expect(landed.origin).toBe(server.origin);
      expect(landed.pathname).toBe('/');
    }
  });

  it('does not let a product token renew itself at POST /jwt', async () => {
    server = await startTestServer();
    const web = new Browser(server.origin);
    await signUp(web, server, dan);
    const token = await bearerFor(web, dan.email);
    const renewal = await new Browser(server.origin).request('/jwt', {
      json: { email: dan.email },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(renewal.status).toBe(401);
  });

  it('ends a copied session cookie and a bearer token on the server at sign-out', async () => {
    server = await startTestServer();
    const web = new Browser(server.origin);
    await signUp(web, server, dan);
    const token = await bearerFor(web, dan.email);
    const copied = web.cookie('gsc_session')!;

    const logout = await web.request('/auth/logout', { method: 'POST', headers: CSRF });
    expect(logout.status).toBe(200);

    const thief = new Browser(server.origin);
    thief.setCookie('gsc_session', copied);
    expect((await thief.request('/auth/session')).json()).toEqual({ user: null });
    expect((await thief.request(`/api/v1/users/${dan.email}`)).status).toBe(401);
    const bearer = await new Browser(server.origin).request(`/api/v1/users/${dan.email}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bearer.status).toBe(401);

    // Signing in again at once works.
    const again = new Browser(server.origin);
    await signIn(again, server.origin, dan);
    expect((await again.request(`/api/v1/users/${dan.email}`)).status).toBe(200);
  });

  it('ends the cookie and the bearer token of a suspended account at their next request, and refuses its sign-in', async () => {
    server = await startTestServer();
    const eve = { ...dan, displayName: 'Eve', email: 'eve@example.com' };
    const web = new Browser(server.origin);
    await signUp(web, server, eve);
    const token = await bearerFor(web, eve.email);
    const admin = anAdmin();
    await server.store.users.insert(admin);
    const useCases = createUseCases({
      ...server.store,
      gateway: new MemoryPaymentGateway(),
      ids: new SequentialIdGenerator('s'),
      clock: { now: () => new Date() },
    });
    const record = await server.store.users.findByEmail(eve.email as Email);

    await useCases.suspendUser.execute(record!.id, { reason: 'Spam' }, { email: admin.email });

    expect((await web.request('/auth/session')).json()).toEqual({ user: null });
    const bearer = await new Browser(server.origin).request(`/api/v1/users/${eve.email}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bearer.status).toBe(401);
    const again = new Browser(server.origin);
    const { uid } = await startSignIn(again, server.origin, { returnTo: '/' });
    const refused = await again.request(`/idp/interaction/${uid}/login`, {
      json: { email: eve.email, password: eve.password },
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.json())).toContain('This account is suspended.');

    await useCases.reactivateUser.execute(record!.id, { email: admin.email });
    await signIn(new Browser(server.origin), server.origin, eve);
  });

  it('slows guesses from one address without locking the owner out elsewhere', async () => {
    server = await startTestServer({
      trustProxy: true,
      throttle: new LoginThrottle({
        freeAttempts: 3,
        baseDelayMs: 60_000,
        maxDelayMs: 60_000,
        perAddress: 100,
        windowMs: 60_000,
      }),
    });
    await signUp(new Browser(server.origin), server, dan);
    const from = async (address: string, password: string) => {
      const browser = new Browser(server.origin);
      const { uid } = await startSignIn(browser, server.origin);
      const answer = await browser.request(`/idp/interaction/${uid}/login`, {
        json: { email: dan.email, password },
        headers: { 'X-Forwarded-For': address },
      });
      return { browser, answer };
    };
    for (let i = 0; i < 3; i += 1) {
      expect((await from('203.0.113.7', `wrong-${i}-pw`)).answer.status).toBe(401);
    }
    const stranger = await from('203.0.113.7', PASSWORD);
    expect(stranger.answer.status).toBe(429);
    expect(Number(stranger.answer.headers.get('retry-after'))).toBeGreaterThan(50);

    const owner = await from('198.51.100.2', PASSWORD);
    expect(owner.answer.status).toBe(200);
    const landed = await finishAt(
      owner.browser,
      server.origin,
      (owner.answer.json() as { redirectTo: string }).redirectTo,
    );
    expect(landed.searchParams.get('auth')).toBe('signed-in');
  });
});
