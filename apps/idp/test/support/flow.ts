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

export async function signUp(
  browser: Browser,
  origin: string,
  person: { displayName: string; photoURL: string; email: string; password: string },
  returnTo = '/',
): Promise<URL> {
  const { uid } = await startSignIn(browser, origin, { screen: 'register', returnTo });
  const answer = await browser.request(`/idp/interaction/${uid}/register`, { json: person });
  expect(answer.status).toBe(200);
  return finishAt(browser, origin, (answer.json() as { redirectTo: string }).redirectTo);
}

export async function signIn(
  browser: Browser,
  origin: string,
  credentials: { email: string; password: string },
  returnTo = '/',
): Promise<URL> {
  const { uid } = await startSignIn(browser, origin, { returnTo });
  const answer = await browser.request(`/idp/interaction/${uid}/login`, { json: credentials });
  expect(answer.status).toBe(200);
  return finishAt(browser, origin, (answer.json() as { redirectTo: string }).redirectTo);
}

export const CSRF = { 'X-Requested-With': 'gs-classroom' };
