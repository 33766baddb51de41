import { expect } from 'vitest';
import type { Browser } from './browser';

/** The website's own pages (not served in these tests): where the flow hands back to it. */
const isWebsitePage = (origin: string) => (url: URL) =>
  url.origin === origin && !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/auth/');

/** /auth/login -> provider -> the website's /login or /register screen; answers the uid. */
export async function startSignIn(
  browser: Browser,
  origin: string,
  options: { screen?: 'login' | 'register'; returnTo?: string } = {},
): Promise<{ uid: string; authorizationUrl: string }> {
  const screen = options.screen ?? 'login';
  const start = await browser.request(
    `/auth/login?provider=email&screen=${screen}&returnTo=${encodeURIComponent(options.returnTo ?? '/')}`,
  );
  expect(start.status).toBe(302);
  const authorizationUrl = start.location!;
  const landed = await browser.follow(authorizationUrl, isWebsitePage(origin));
  const page = new URL(landed.url);
  expect(page.pathname).toBe(`/${screen}`);
  return { uid: page.searchParams.get('uid')!, authorizationUrl };
}

/** Follows the provider's redirectTo up to (not into) the callback. */
export async function untilCallback(browser: Browser, redirectTo: string): Promise<URL> {
  const reached = await browser.follow(redirectTo, (url) => url.pathname === '/auth/callback');
  return new URL(reached.url);
}

/** Follows from the callback to the website page it sends the browser to. */
export async function finishAt(browser: Browser, origin: string, url: string): Promise<URL> {
  const reached = await browser.follow(url, isWebsitePage(origin));
  return new URL(reached.url);
}

/** Where the server under test keeps the e-mails it wrote. */
export interface MailReader {
  origin: string;
  outbox: {
    tokenFor(to: string, kind: 'verify-email' | 'password-reset'): string | Promise<string>;
  };
}

/** Sign-up on the register screen; it sends a link and signs nobody in. */
export async function register(
  browser: Browser,
  origin: string,
  person: { displayName: string; photoURL: string; email: string; password: string },
): Promise<void> {
  const { uid } = await startSignIn(browser, origin, { screen: 'register' });
  const answer = await browser.request(`/idp/interaction/${uid}/register`, { json: person });
  expect(answer.status).toBe(202);
  expect(answer.json()).toEqual({
    email: person.email.trim().toLowerCase(),
    verificationSent: true,
  });
}

/**
 * Follows the newest verification link the outbox holds for the person: the website's
 * /verify-email page signs in with the link's token and the password.
 */
export async function signInWithLink(
  browser: Browser,
  server: MailReader,
  person: { email: string; password: string },
  returnTo = '/',
): Promise<URL> {
  const verificationToken = await server.outbox.tokenFor(
    person.email.trim().toLowerCase(),
    'verify-email',
  );
  return signIn(browser, server.origin, { ...person, verificationToken }, returnTo);
}

/** Register, follow the link from the outbox, and sign in for the first time. */
export async function signUp(
  browser: Browser,
  server: MailReader,
  person: { displayName: string; photoURL: string; email: string; password: string },
  returnTo = '/',
): Promise<URL> {
  await register(browser, server.origin, person);
  return signInWithLink(browser, server, person, returnTo);
}

export async function signIn(
  browser: Browser,
  origin: string,
  person: { email: string; password: string; verificationToken?: string },
  returnTo = '/',
): Promise<URL> {
  const { uid } = await startSignIn(browser, origin, { returnTo });
  const { email, password, verificationToken } = person;
  const answer = await browser.request(`/idp/interaction/${uid}/login`, {
    json: { email, password, ...(verificationToken ? { verificationToken } : {}) },
  });
  expect(answer.status).toBe(200);
  return finishAt(browser, origin, (answer.json() as { redirectTo: string }).redirectTo);
}

export const CSRF = { 'X-Requested-With': 'gs-classroom' };
