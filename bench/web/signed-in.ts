import { chromium } from 'playwright-core';
import { signIn } from '../../apps/web/e2e/support/flows';

/** The demo data's student: the course page asks a visitor to sign in first. */
export const DEMO_STUDENT = { email: 'student@classroom.test', password: 'classroom123' };

/**
 * The Cookie header of a signed-in session, signed in through the website as a visitor does, so
 * Lighthouse measures a page behind the login rather than the redirect to the sign-in page.
 */
export async function signedInCookie(
  baseUrl: string,
  chromePath: string,
  account = DEMO_STUDENT,
): Promise<string> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, baseUrl, account.email, account.password);
    const cookies = await context.cookies(baseUrl);
    if (!cookies.length) throw new Error(`Signing in as ${account.email} set no cookie`);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await browser.close();
  }
}
