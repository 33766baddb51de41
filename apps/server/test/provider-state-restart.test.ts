import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '@classroom/persistence-knex';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig, type Config } from '../src/config/config';
import { startServer, type StartedServer } from '../src/server';
import { Browser } from './support/browser';
import { freePort } from './support/free-port';

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
    const answer = await browser.json(`/idp/interaction/${uid}/login`, 'POST', {
      email: 'student@classroom.test',
      password: 'classroom123',
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
