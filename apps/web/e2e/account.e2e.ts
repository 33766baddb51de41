import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, expectAccessible, launchBrowser, screenshots } from './support/browser';
import { newAccount, signUp } from './support/flows';
import { startServer, type RunningServer } from './support/server';

/** Nothing runs off the right edge at either width. */
async function expectNoOverflow(page: Page, screen: string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 850 });
    // Measured once the layout has answered the resize (antd's breakpoints listen for it).
    const overflow = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          setTimeout(() => resolve(document.documentElement.scrollWidth - window.innerWidth), 300),
        ),
    );
    expect(overflow, `${screen} at ${width} px`).toBe(0);
  }
}

async function signInWith(page: Page, server: RunningServer, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.waitForURL(/\/login\?uid=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe.skipIf(!browserAvailable())('an account a person can trust', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const person = newAccount('owner');

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs up, is asked to check the inbox, and signs in with the link and the password', async () => {
    await page.goto(`${server.url}/register`);
    await page.waitForURL(/\/register\?uid=/);
    await page.getByLabel('Name').fill(person.name);
    await page.getByLabel('Photo URL').fill(`${server.url}/favicon.svg`);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    const [link] = await server.nextMail('verify-email', async () => {
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    });
    await page.getByText(person.email).waitFor();
    await expectNoOverflow(page, 'check your inbox');
    await expectAccessible(page, 'check your inbox');
    await screenshots(page, 'account-check-inbox');

    // Without the link, the right password does not sign in: the screen offers the link again.
    await signInWith(page, server, person.email, person.password);
    await page.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    const [again] = await server.nextMail('verify-email', () =>
      page.getByRole('button', { name: 'Send the link again' }).click(),
    );
    await page.getByRole('status').getByText('If an account exists').waitFor();
    expect(again).not.toBe(link);

    await page.goto(again!);
    await page.waitForURL(/\/login\?uid=/);
    await page.getByText('Sign in with your password to confirm your e-mail address.').waitFor();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Successfully Registered').waitFor();
  });

  it('edits the name on the profile page', async () => {
    await page.goto(`${server.url}/user-dashboard/profile`);
    await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
    await expectNoOverflow(page, 'profile with account settings');
    await screenshots(page, 'account-profile');
    await page.setViewportSize({ width: 1366, height: 850 });
    const name = page.getByLabel('Your Name');
    await name.fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your Name is required').waitFor();
    await name.fill('Renamed Owner');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved.').waitFor();
    await page.getByRole('heading', { name: 'Renamed Owner', level: 2 }).waitFor();
  });

  it('changes the password with the current one, and signs in again with the new one', async () => {
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password', { exact: true }).fill('a-new-password');
    await page.getByLabel('New password again').fill('a-new-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is incorrect').waitFor();

    await page.getByLabel('Current password').fill(person.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Sign in with your new password.').waitFor();
    expect(page.url()).toMatch(/\/login\?uid=/);
    person.password = 'a-new-password';
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Back on the profile page it started from.
    await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
  });

  it('signs out, and resets a forgotten password with a link that works once', async () => {
    await page.goto(`${server.url}/user-dashboard/profile`);
    await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
    const signedOut = await page.request.post(`${server.url}/auth/logout`, {
      headers: { 'X-Requested-With': 'gs-classroom' },
    });
    expect(signedOut.status()).toBe(200);
    // As the website does: end the provider's session too.
    const { endSessionUrl } = (await signedOut.json()) as { endSessionUrl: string };
    await page.goto(endSessionUrl);
    await page.waitForURL(/\?auth=signed-out|\/$/);

    await page.goto(`${server.url}/login`);
    await page.waitForURL(/\/login\?uid=/);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(person.email);
    const [link] = await server.nextMail('password-reset', () =>
      page.getByRole('button', { name: 'Send me a link' }).click(),
    );
    await page.getByText('If an account exists for that address').waitFor();
    await expectNoOverflow(page, 'forgot password');
    await screenshots(page, 'account-forgot-password');

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.locator('#field-password').fill('reset-password-1');
    await page.locator('#field-confirm').fill('reset-password-2');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('The passwords do not match').waitFor();
    await page.locator('#field-confirm').fill('reset-password-1');
    await expectNoOverflow(page, 'reset password');
    await screenshots(page, 'account-reset-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    // The same link a second time says so, clearly.
    await page.goto(link!);
    await page.locator('#field-password').fill('reset-password-3');
    await page.locator('#field-confirm').fill('reset-password-3');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('This link has expired or was already used. Ask for a new one.').waitFor();

    await signInWith(page, server, person.email, 'reset-password-1');
    await page.getByText('Successfully Logged In').waitFor();
  });

  it('deletes the account after the address is typed, and the old password then fails', async () => {
    await page.goto(`${server.url}/user-dashboard/profile`);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel('Your e-mail address').fill(person.email);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Your account has been deleted.').waitFor();
    await signInWith(page, server, person.email, 'reset-password-1');
    await page.getByText('Invalid Email/Password').first().waitFor();
  });
});

describe.skipIf(!browserAvailable())('a signed-up person', () => {
  it('comes back to where the sign-up started', async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await signUp(page, server, newAccount('returner'), '/about-us');
      await page.waitForURL(/\/about-us/);
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
