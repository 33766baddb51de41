import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser';
import { CSRF, signIn, signUp } from './support/flow';
import { startTestServer, type TestServer } from './support/test-server';

const una = {
  displayName: 'Una User',
  photoURL: 'https://example.com/una.png',
  email: 'una@example.com',
  password: 'una-secret-7',
};
const profile = {
  displayName: 'Una Renamed',
  photoURL: 'https://example.com/una2.png',
  email: una.email,
  role: 'user',
  category: '',
  experience: '',
  title: '',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ realApi: true });
});
afterAll(() => server.close());

describe('sign-in with the real API adapter', () => {
  it('serves the signed-in person, guards cookie writes against CSRF, and takes bearer tokens', async () => {
    const browser = new Browser(server.origin);
    const landed = await signUp(browser, server, una, '/user-dashboard/profile');
    expect(landed.searchParams.get('auth')).toBe('registered');

    const record = await browser.request(`/api/v1/users/${una.email}`);
    expect(record.status).toBe(200);
    expect(record.json()).toMatchObject({ email: una.email, role: 'user' });

    const forged = await browser.request('/api/v1/users', { json: profile });
    expect(forged.status).toBe(403);
    const sameSite = await browser.request('/api/v1/users', { json: profile, headers: CSRF });
    expect(sameSite.status).toBe(200);

    const { token } = (
      await browser.request('/jwt', { json: { email: una.email }, headers: CSRF })
    ).json() as { token: string };
    const app = new Browser(server.origin);
    const bearer = { Authorization: `Bearer ${token}` };
    const viaBearer = await app.request(`/api/v1/users/${una.email}`, { headers: bearer });
    expect(viaBearer.json()).toMatchObject({ displayName: 'Una Renamed' });
    // Bearer calls are not exposed to CSRF: no header needed.
    expect((await app.request('/api/v1/users', { json: profile, headers: bearer })).status).toBe(
      200,
    );
    expect(
      (
        await app.request('/api/v1/users', {
          json: profile,
          headers: { Authorization: 'Bearer x.y.z' },
        })
      ).status,
    ).toBe(401);

    expect((await browser.request('/auth/logout', { method: 'POST', headers: CSRF })).status).toBe(
      200,
    );
    expect((await browser.request(`/api/v1/users/${una.email}`)).status).toBe(401);
  });

  it('finds the same user record on the next sign-in instead of making another', async () => {
    const before = (await new Browser(server.origin).request('/auth/session')).status;
    expect(before).toBe(200);
    const browser = new Browser(server.origin);
    await signIn(browser, server.origin, una);
    const record = (await browser.request(`/api/v1/users/${una.email}`)).json() as { _id: string };
    const records = [...server.store.tables.users.values()].filter((u) => u.email === una.email);
    expect(records.map((u) => u.id)).toEqual([record._id]);
    // The name and photo saved in the product survive the sign-in.
    expect(record).toMatchObject({
      displayName: 'Una Renamed',
      photoURL: 'https://example.com/una2.png',
    });
    expect((await browser.request('/auth/session')).json()).toMatchObject({
      user: { displayName: 'Una Renamed' },
    });
  });
});
