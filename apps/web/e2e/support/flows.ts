import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A unique account for one test. */
export function newAccount(prefix = 'student'): NewAccount {
  counter += 1;
  return {
    name: `Test ${prefix} ${counter}`,
    email: `${prefix}.${Date.now()}.${counter}@classroom.test`,
    password: 'classroom123',
  };
}

/**
 * /register starts the sign-up flow at the bundled provider; sign-up sends a link. Following
 * it and signing in with the password confirms the address and signs in for the first time.
 */
export async function signUp(
  page: Page,
  server: RunningServer,
  account: NewAccount,
  from = '/',
): Promise<void> {
  await page.goto(`${server.url}/register?returnTo=${encodeURIComponent(from)}`);
  await page.waitForURL(/\/register\?uid=/);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Photo URL').fill(`${server.url}/favicon.svg`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  const [link] = await server.nextMail('verify-email', async () => {
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  });
  await followVerificationLink(page, link!, account);
}

/** The link from the verification e-mail, then the password: the first sign-in. */
export async function followVerificationLink(
  page: Page,
  link: string,
  account: NewAccount,
): Promise<void> {
  await page.goto(link);
  await page.waitForURL(/\/login\?uid=/);
  await page.getByText('Sign in with your password to confirm your e-mail address.').waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText('Successfully Registered').waitFor();
}

export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  from = '/',
): Promise<void> {
  await page.goto(`${baseUrl}/login?returnTo=${encodeURIComponent(from)}`);
  await page.waitForURL(/\/login\?uid=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText('Successfully Logged In').waitFor();
}

/** Buys the course on its payment page with the test card that succeeds. */
export async function payWithTestCard(
  page: Page,
  baseUrl: string,
  courseId: string,
): Promise<void> {
  await page.goto(`${baseUrl}/payment/${courseId}`);
  await payOnPaymentPage(page);
}

/** On the payment page, once Pay can be pressed: pays with the test card 4242 and waits. */
export async function payOnPaymentPage(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some((b) => b.textContent === 'Pay' && !b.disabled),
  );
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.locator('.payment__success').waitFor();
}
