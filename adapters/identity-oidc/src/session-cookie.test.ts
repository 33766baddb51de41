import { createServer } from 'node:http';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { SealedCookie } from './sealed-cookie';
import { deriveKeys } from './secret-keys';
import { SessionCookie, type SessionData } from './session-cookie';

const session: SessionData = {
  email: 'sam@example.com',
  displayName: 'Sam',
  photoURL: '',
  provider: 'email',
  refreshToken: 'refresh-token-value',
  signedInAt: 1_000,
  checkAt: 1_600,
};

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** The Set-Cookie line a real Koa app sends for this session. */
async function setCookieLine(
  secure: boolean,
  now: number,
  headers: Record<string, string> = {},
): Promise<string> {
  const cookie = new SessionCookie(
    new SealedCookie<SessionData>(deriveKeys(['secret'], 'session-cookie'), 'session'),
    { secure, maxAgeSeconds: 3_600 },
  );
  const app = new Koa();
  app.use(async (ctx) => {
    await cookie.write(ctx, session, now);
    ctx.body = 'ok';
  });
  const server = createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const answer = await fetch(`http://127.0.0.1:${port}/`, { headers });
  return answer.headers.getSetCookie().join('\n');
}

describe('SessionCookie', () => {
  it('is __Host- prefixed, Secure, httpOnly, SameSite=Lax and site-wide on an https site', async () => {
    // The TLS proxy in front speaks plain HTTP to the server, and may not say so.
    const line = await setCookieLine(true, 1_000);
    expect(line).toMatch(
      /^__Host-gsc_session=[^;]+; path=\/; expires=[^;]+; samesite=lax; secure; httponly$/,
    );
    expect(line).not.toContain('refresh-token-value');
  });

  it('is neither Secure nor prefixed on a plain http site, even when a proxy claims https', async () => {
    const line = await setCookieLine(false, 1_000, { 'X-Forwarded-Proto': 'https' });
    expect(line).toMatch(/^gsc_session=[^;]+; path=\/; expires=[^;]+; samesite=lax; httponly$/);
  });

  it('lives no longer than the session’s own limit', async () => {
    const line = await setCookieLine(false, 1_000 + 3_000);
    const expires = new Date(/expires=([^;]+)/.exec(line)![1]!).getTime();
    expect(expires - Date.now()).toBeLessThanOrEqual(600_000 + 1_000);
    expect(expires - Date.now()).toBeGreaterThan(590_000);
    expect(line).toMatch(/^gsc_session=/);
    expect(await setCookieLine(false, 1_000 + 3_600)).toMatch(/^gsc_session=;/);
  });
});
