import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/config';
import { startServer, type StartedServer } from '../src/server';

let server: StartedServer | undefined;
afterAll(() => server?.stop());

describe('production on the local test card processor (PAYMENTS=test)', () => {
  it('warns in the log at start and tells the website it takes no real payments', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
    );
    const varDir = mkdtempSync(path.join(tmpdir(), 'classroom-test-mode-'));
    const config = parseConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SUPPORT_EMAIL: 'help@school.example',
      PAYMENTS: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      VAR_DIR: varDir,
      DATABASE_URL: `sqlite:${path.join(varDir, 'classroom.sqlite')}`,
    });
    server = await startServer(config, logger);

    const warning = lines.find((line) => line.msg.includes('local test card processor'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('no real money is taken');
    const publicConfig = (await (await fetch(`${server.url}/api/v1/config`)).json()) as {
      payments: { mode: string };
    };
    expect(publicConfig.payments.mode).toBe('test');
  });
});
