import type { Page } from 'playwright-core';

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

/** /register starts the sign-up flow at the bundled provider and comes back with an interaction. */
export async function signUp(
  page: Page,
  baseUrl: string,
  account: NewAccount,
  from = '/',
): Promise<void> {
  await page.goto(`${baseUrl}/register?returnTo=${encodeURIComponent(from)}`);
  await page.waitForURL(/\/register\?uid=/);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Photo URL').fill(`${baseUrl}/favicon.svg`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
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
