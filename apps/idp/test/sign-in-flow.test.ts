import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/demo-accounts';
import { ScryptPasswordHasher } from '../src/scrypt-password-hasher';
import { Browser } from './support/browser';
import {
  CSRF,
  finishAt,
  register,
  signIn,
  signInWithLink,
  signUp,
  startSignIn,
  untilCallback,
} from './support/flow';
import { startTestServer, type TestServer } from './support/test-server';

const sam = {
  displayName: 'Sam Student',
  photoURL: 'https://example.com/sam.png',
  email: 'sam@example.com',
  password: 'correct-horse-42',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** What the server logged about the last refused callback. */
function lastRefusal(): Record<string, unknown> {
  const line = server.logger.lines.findLast((entry) => entry.includes('sign-in callback refused'));
  return line ? (JSON.parse(line) as Record<string, unknown>) : {};
}

/** Ends the session at the provider the way a browser does: load the page, send its form. */
async function endProviderSession(browser: Browser, endSessionUrl: string): Promise<URL> {
  const page = await browser.request(endSessionUrl);
  expect(page.status).toBe(200);
  // The form is sent by a script file (a strict CSP allows no inline script).
  expect(page.body).toContain(`<script src="${server.idp.issuer}/logout.js">`);
  const script = await browser.request(`${server.idp.issuer}/logout.js`);
  expect(script.headers.get('content-type')).toContain('javascript');
  expect(script.body).toContain("getElementById('op.logoutForm')");
  const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  expect(action && xsrf).toBeTruthy();
  const confirmed = await browser.request(action!, { form: { xsrf: xsrf!, logout: 'yes' } });
  expect(confirmed.status).toBe(303);
  return new URL(confirmed.location!);
}

describe('signing up and in through the bundled provider', () => {
  it('goes sign-up -> callback -> session -> API -> /jwt -> bearer -> sign-out -> sign-in', async () => {
    const browser = new Browser(server.origin);

    const landed = await signUp(browser, server, sam, '/course/42');
    expect(landed.pathname).toBe('/course/42');
    expect(landed.searchParams.get('auth')).toBe('registered');

    const session = await browser.request('/auth/session');
    expect(session.json()).toEqual({
      user: {
        email: sam.email,
        displayName: sam.displayName,
        photoURL: sam.photoURL,
        canChangePassword: true,
      },
    });
    // The session cookie is httpOnly and SameSite=Lax; its content is sealed.
    const sessionCookie = browser.cookie('gsc_session')!;
    expect(sessionCookie.split('.')).toHaveLength(5);

    const record = await browser.request(`/api/v1/users/${sam.email}`);
    expect(record.status).toBe(200);
    expect(record.json()).toMatchObject({ email: sam.email, role: 'user' });

    const withoutHeader = await browser.request('/jwt', { json: { email: sam.email } });
    expect(withoutHeader.status).toBe(403);
    const issued = await browser.request('/jwt', { json: { email: sam.email }, headers: CSRF });
    expect(issued.status).toBe(200);
    const { token } = issued.json() as { token: string };

    const api = new Browser(server.origin);
    const bearer = await api.request(`/api/v1/users/${sam.email}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bearer.status).toBe(200);
    expect(bearer.json()).toMatchObject({ email: sam.email });

    const logout = await browser.request('/auth/logout', { method: 'POST', headers: CSRF });
    expect(logout.status).toBe(200);
    const { endSessionUrl } = logout.json() as { endSessionUrl: string };
    expect(endSessionUrl.startsWith(`${server.idp.issuer}/session/end`)).toBe(true);
    expect((await browser.request('/auth/session')).json()).toEqual({ user: null });
    const back = await endProviderSession(browser, endSessionUrl);
    expect(back.href).toBe(`${server.origin}/?auth=signed-out`);
    expect((await browser.request(`/api/v1/users/${sam.email}`)).status).toBe(401);

    // The provider session ended too: a new sign-in asks for the password again.
    const again = await signIn(browser, server.origin, sam, '/payment/7');
    expect(again.pathname).toBe('/payment/7');
    expect(again.searchParams.get('auth')).toBe('signed-in');
    expect((await browser.request('/auth/session')).json()).toMatchObject({
      user: { email: sam.email },
    });
  });

  it('signs nobody in at sign-up; the first sign-in after the link says registered', async () => {
    const browser = new Browser(server.origin);
    const person = { ...sam, email: 'first@example.com' };
    await register(browser, server.origin, person);
    expect(browser.cookie('gsc_session')).toBeUndefined();

    const { uid } = await startSignIn(browser, server.origin);
    const early = await browser.request(`/idp/interaction/${uid}/login`, {
      json: { email: person.email, password: person.password },
    });
    expect(early.status).toBe(403);
    expect(early.json()).toMatchObject({ error: { code: 'email_not_verified' } });

    const first = await signInWithLink(browser, server, person);
    expect(first.searchParams.get('auth')).toBe('registered');
    const second = await signIn(new Browser(server.origin), server.origin, person);
    expect(second.searchParams.get('auth')).toBe('signed-in');
  });

  it('shows the spec messages for a sign-up with missing fields', async () => {
    const browser = new Browser(server.origin);
    const { uid } = await startSignIn(browser, server.origin, { screen: 'register' });
    const answer = await browser.request(`/idp/interaction/${uid}/register`, {
      json: { displayName: '', photoURL: '', email: '', password: '12345' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: {
          displayName: 'Your Name is required',
          photoURL: 'Photo URL is required',
          email: 'Email address is required',
          password: 'Password must be 6 characters',
        },
      },
    });
  });

  it('answers a taken e-mail exactly as a new one, and e-mails its owner instead', async () => {
    const browser = new Browser(server.origin);
    await signUp(browser, server, { ...sam, email: 'taken@example.com' });
    const ask = async (email: string) => {
      const stranger = new Browser(server.origin);
      const { uid } = await startSignIn(stranger, server.origin, { screen: 'register' });
      const answer = await stranger.request(`/idp/interaction/${uid}/register`, {
        json: { ...sam, displayName: 'Impostor', email, password: 'another-pass' },
      });
      return { status: answer.status, body: answer.json() };
    };
    const taken = await ask('Taken@Example.com');
    const fresh = await ask('Fresh@Example.com');
    expect(taken).toEqual({
      status: 202,
      body: { email: 'taken@example.com', verificationSent: true },
    });
    expect(fresh).toEqual({
      status: 202,
      body: { email: 'fresh@example.com', verificationSent: true },
    });
    expect(server.outbox.messages.at(-2)).toEqual({
      kind: 'account-exists',
      to: 'taken@example.com',
      name: sam.displayName,
    });
    // The owner's password still works; the impostor's does not.
    await signIn(new Browser(server.origin), server.origin, { ...sam, email: 'taken@example.com' });
  });
});

describe('refusals', () => {
  it.each([
    ['a wrong password', 'sam@example.com', 'wrong-password'],
    ['an unknown e-mail', 'nobody@example.com', 'correct-horse-42'],
  ])('answers Invalid Email/Password for %s', async (_case, email, password) => {
    const browser = new Browser(server.origin);
    const { uid } = await startSignIn(browser, server.origin);
    const answer = await browser.request(`/idp/interaction/${uid}/login`, {
      json: { email, password },
    });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid Email/Password' },
    });
  });

  async function upToCallback(browser: Browser, authorizationUrl?: string): Promise<URL> {
    const started = await startSignIn(browser, server.origin);
    if (authorizationUrl) void started;
    const answer = await browser.request(`/idp/interaction/${started.uid}/login`, {
      json: { email: sam.email, password: sam.password },
    });
    return untilCallback(browser, (answer.json() as { redirectTo: string }).redirectTo);
  }

  it('refuses a callback whose state was tampered with', async () => {
    const browser = new Browser(server.origin);
    const callback = await upToCallback(browser);
    callback.searchParams.set('state', 'tampered');
    const answer = await browser.request(callback.href);
    expect(answer.location).toBe(`${server.origin}/login?error=sign_in_failed`);
    expect(browser.cookie('gsc_session')).toBeUndefined();
    expect(lastRefusal()).toMatchObject({ reason: 'OAUTH_INVALID_RESPONSE' });
  });

  it('refuses an ID token with another nonce than the one this browser sent', async () => {
    const browser = new Browser(server.origin);
    const start = await browser.request('/auth/login?provider=email');
    const forged = new URL(start.location!);
    forged.searchParams.set('nonce', 'someone-elses-nonce');
    const landed = await browser.follow(
      forged.href,
      (url) => url.origin === server.origin && url.pathname === '/login',
    );
    const uid = new URL(landed.url).searchParams.get('uid')!;
    const answer = await browser.request(`/idp/interaction/${uid}/login`, {
      json: { email: sam.email, password: sam.password },
    });
    const callback = await untilCallback(
      browser,
      (answer.json() as { redirectTo: string }).redirectTo,
    );
    const refused = await browser.request(callback.href);
    expect(refused.location).toBe(`${server.origin}/login?error=sign_in_failed`);
    expect(browser.cookie('gsc_session')).toBeUndefined();
    expect(lastRefusal()).toMatchObject({ reason: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' });
  });

  it('refuses a replayed authorization code', async () => {
    const browser = new Browser(server.origin);
    const callback = await upToCallback(browser);
    const flowCookie = browser.cookie('gsc_login')!;
    const first = await finishAt(browser, server.origin, callback.href);
    expect(first.searchParams.get('auth')).toBe('signed-in');

    const attacker = new Browser(server.origin);
    attacker.setCookie('gsc_login', flowCookie);
    const replay = await attacker.request(callback.href);
    expect(replay.location).toBe(`${server.origin}/login?error=sign_in_failed`);
    expect(attacker.cookie('gsc_session')).toBeUndefined();
    expect(lastRefusal()).toMatchObject({ oauthError: 'invalid_grant' });
  });

  it('refuses a callback without the browser’s sign-in cookie', async () => {
    const browser = new Browser(server.origin);
    const callback = await upToCallback(browser);
    const stranger = new Browser(server.origin);
    const answer = await stranger.request(callback.href);
    expect(answer.location).toBe(`${server.origin}/login?error=sign_in_expired`);
  });

  it('issues /jwt tokens only for the caller’s own e-mail, and only to a signed-in caller', async () => {
    const browser = new Browser(server.origin);
    await signIn(browser, server.origin, sam);
    const someoneElse = await browser.request('/jwt', {
      json: { email: 'admin@classroom.test' },
      headers: CSRF,
    });
    expect(someoneElse.status).toBe(403);
    const visitor = await new Browser(server.origin).request('/jwt', {
      json: { email: sam.email },
      headers: CSRF,
    });
    expect(visitor.status).toBe(401);
  });

  it('passes a cancelled sign-in back as its code only, never as text from the URL', async () => {
    const browser = new Browser(server.origin);
    const { uid } = await startSignIn(browser, server.origin);
    const cancelled = await browser.follow(
      `${server.idp.issuer}/interaction/${uid}/abort`,
      (url) => url.pathname === '/login',
    );
    expect(cancelled.url).toBe(`${server.origin}/login?error=access_denied`);

    const other = new Browser(server.origin);
    await startSignIn(other, server.origin);
    const forged = await other.request('/auth/callback?error=Your%20account%20is%20locked');
    expect(forged.location).toBe(`${server.origin}/login?error=sign_in_failed`);
  });

  it('does not send a visitor to a site other than this one after sign-in', async () => {
    const browser = new Browser(server.origin);
    const landed = await signIn(browser, server.origin, sam, 'https://evil.example/steal');
    expect(landed.origin).toBe(server.origin);
    expect(landed.pathname).toBe('/');
  });
});

describe('bad input to the interaction endpoints', () => {
  it('answers 4xx, never 500, for malformed, oversized, foreign or stale posts', async () => {
    const browser = new Browser(server.origin);
    const { uid } = await startSignIn(browser, server.origin);
    const login = `/idp/interaction/${uid}/login`;

    // A cross-site HTML form cannot send JSON: anything else is refused as such.
    const form = await browser.request(login, { form: { email: sam.email, password: 'x' } });
    expect(form.status).toBe(415);
    expect(form.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    const broken = await browser.request(login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      json: undefined,
    });
    expect(broken.status).toBe(400);
    const huge = await browser.request(login, {
      json: { email: sam.email, password: 'p'.repeat(40_000) },
    });
    expect(huge.status).toBe(413);
    const long = await browser.request(login, {
      json: { email: sam.email, password: 'p'.repeat(4_000) },
    });
    expect(long.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { password: 'Password must be at most 128 characters' },
      },
    });
    const wrongTypes = await browser.request(login, { json: { email: 42, password: ['x'] } });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.json()).toMatchObject({
      error: { fields: { email: 'Email address is required', password: 'Password is required' } },
    });

    // Another interaction's uid with this browser's cookie, and a browser without one.
    const other = await browser.request('/idp/interaction/not-this-one/login', {
      json: { email: sam.email, password: sam.password },
    });
    expect(other.status).toBe(400);
    const stranger = new Browser(server.origin);
    expect(
      (await stranger.request(login, { json: { email: sam.email, password: sam.password } }))
        .status,
    ).toBe(400);
    const page = await stranger.request(`/idp/interaction/${uid}`);
    expect(page.location).toBe(`${server.origin}/login?error=interaction_expired`);
  });
});

describe('the demo accounts and Google', () => {
  it('lets a demo account sign in with the README password', async () => {
    const hasher = new ScryptPasswordHasher({ ln: 10, r: 8, p: 1 });
    await seedDemoAccounts(server.store.localAccounts, hasher);
    const browser = new Browser(server.origin);
    const landed = await signIn(browser, server.origin, {
      email: 'admin@classroom.test',
      password: 'classroom123',
    });
    expect(landed.searchParams.get('auth')).toBe('signed-in');
    expect((await browser.request('/auth/session')).json()).toMatchObject({
      user: { email: 'admin@classroom.test', displayName: 'Ada Admin' },
    });
  });

  it('sends the Google button back with a clear error when Google is not configured', async () => {
    const answer = await new Browser(server.origin).request(
      '/auth/login?provider=google&screen=register',
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${server.origin}/login?error=google_not_configured`);
  });
});
