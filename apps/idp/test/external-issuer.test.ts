import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser';
import { finishAt } from './support/flow';
import { startStandardIssuer, type Person, type StandardIssuer } from './support/standard-issuer';
import { startTestServer, type TestServer } from './support/test-server';

let issuer: StandardIssuer;
let server: TestServer;
beforeAll(async () => {
  issuer = await startStandardIssuer();
  server = await startTestServer({ externalIssuer: issuer.client });
  issuer.serve(server.origin);
});
afterAll(async () => {
  await server.close();
  await issuer.close();
});

/** Signs in through the external issuer as `person`; answers the website page reached. */
async function signInAs(person: Person | null, browser = new Browser(server.origin)) {
  issuer.signInAs(person);
  const start = await browser.request('/auth/login?provider=email&returnTo=/all-courses');
  expect(start.status).toBe(302);
  expect(start.location).toMatch(new RegExp(`^${issuer.client.issuer}/auth\\?`));
  return finishAt(browser, server.origin, start.location!);
}

/** The callback's refusals the server logged since `from` (an index into its log). */
function refusalsSince(from: number): Record<string, unknown>[] {
  return server.logger.lines
    .slice(from)
    .filter((line) => line.includes('sign-in callback refused'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('an external issuer that keeps the standard claims in userinfo', () => {
  it('signs the person in with the address, name and picture from userinfo', async () => {
    const browser = new Browser(server.origin);
    const asked = issuer.userinfoRequests();
    const landed = await signInAs(
      {
        sub: 'opaque-ada',
        email: 'Ada@School.example',
        email_verified: true,
        name: 'Ada Lovelace',
        picture: 'https://school.example/ada.png',
      },
      browser,
    );
    expect(landed.pathname).toBe('/all-courses');
    expect(landed.searchParams.get('auth')).toBe('signed-in');
    // The ID token named nobody: the product asked userinfo, once.
    expect(issuer.userinfoRequests()).toBe(asked + 1);
    expect((await browser.request('/auth/session')).json()).toEqual({
      user: {
        email: 'ada@school.example',
        displayName: 'Ada Lovelace',
        photoURL: 'https://school.example/ada.png',
        canChangePassword: false,
      },
    });
  });

  it('refuses a person the issuer knows no address of, and logs why without naming them', async () => {
    const from = server.logger.lines.length;
    const landed = await signInAs({ sub: 'opaque-nomail', name: 'Nemo Nobody' });
    expect(landed.pathname + landed.search).toBe('/login?error=email_missing');
    expect(refusalsSince(from)).toEqual([
      {
        provider: 'email',
        reason: 'email_missing',
        claimsFrom: ['id_token', 'userinfo'],
        message: 'sign-in callback refused',
      },
    ]);
    expect(server.logger.lines.slice(from).join('\n')).not.toMatch(/Nemo|opaque-nomail/);
  });

  it('refuses an address the issuer has not verified, and logs why without the address', async () => {
    const from = server.logger.lines.length;
    const landed = await signInAs({
      sub: 'opaque-una',
      email: 'una@school.example',
      email_verified: false,
    });
    expect(landed.pathname + landed.search).toBe('/login?error=email_not_verified');
    expect(refusalsSince(from)).toMatchObject([
      { provider: 'email', reason: 'email_not_verified' },
    ]);
    expect(server.logger.lines.slice(from).join('\n')).not.toMatch(/una@|opaque-una/);
  });

  it('logs a sign-in the person cancelled at the issuer', async () => {
    const from = server.logger.lines.length;
    const landed = await signInAs(null);
    expect(landed.pathname + landed.search).toBe('/login?error=access_denied');
    expect(refusalsSince(from)).toMatchObject([
      { provider: 'email', reason: 'provider_error', oauthError: 'access_denied' },
    ]);
  });
});
