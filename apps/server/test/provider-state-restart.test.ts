import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '@classroom/persistence-knex';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig, type Config } from '../src/config/config';
import { startServer, type StartedServer } from '../src/server';

/** Keeps cookies per name, as one browser does for one origin (paths do not matter here). */
class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set(
        'Cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(new URL(url, this.origin), {
      ...init,
      headers,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (value.join('=') === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(cookie)) {
        this.cookies.delete(name!.trim());
      } else {
        this.cookies.set(name!.trim(), value.join('='));
      }
    }
    return response;
  }

  /** Follows redirects from `url` until `stop` matches; answers the last location. */
  async follow(url: string, stop: (location: string) => boolean): Promise<string> {
    let location = new URL(url, this.origin).href;
    for (let hop = 0; hop < 12; hop += 1) {
      const next = (await this.fetch(location)).headers.get('location');
      if (!next) return location;
      location = new URL(next, location).href;
      if (stop(location)) return location;
    }
    throw new Error(`too many redirects from ${url}`);
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const landedOn = (location: string) =>
  location.includes('/login?uid=') || location.includes('auth=signed-in');

let server: StartedServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('a restart of the server on SQLite', () => {
  it('keeps the bundled provider session, so signing in again needs no password', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const varDir = mkdtempSync(path.join(tmpdir(), 'classroom-restart-'));
    const databaseFile = path.join(varDir, 'classroom.sqlite');
    const config: Config = parseConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      VAR_DIR: varDir,
      DATABASE_URL: `sqlite:${databaseFile}`,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
    });
    server = await startServer(config, pino({ level: 'silent' }));
    const browser = new Browser(origin);
    const loginPage = await browser.follow('/auth/login?provider=email&returnTo=/', landedOn);
    const uid = new URL(loginPage).searchParams.get('uid')!;
    expect(uid).toBeTruthy();
    const answer = await browser.fetch(`/idp/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'gs-classroom' },
      body: JSON.stringify({ email: 'student@classroom.test', password: 'classroom123' }),
    });
    expect(answer.status).toBe(200);
    const { redirectTo } = (await answer.json()) as { redirectTo: string };
    expect(await browser.follow(redirectTo, landedOn)).toContain('auth=signed-in');
    await server.stop();
    server = undefined;

    const database = await createDatabase(`sqlite:${databaseFile}`);
    try {
      const kinds = await database.knex('idp_state').distinct('kind').pluck('kind');
      expect(kinds).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));
    } finally {
      await database.close();
    }

    server = await startServer(config, pino({ level: 'silent' }));
    // The provider finds its session and grant in the database and answers at once.
    const again = await browser.follow('/auth/login?provider=email&returnTo=/again', landedOn);
    expect(again).toBe(`${origin}/again?auth=signed-in`);
    const session = (await (await browser.fetch('/auth/session')).json()) as {
      user: { email: string } | null;
    };
    expect(session.user?.email).toBe('student@classroom.test');
  });
});
