import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase } from './support/drop-database';
import { MYSQL_HOST, MYSQL_PORT, mysqlAvailable, uniqueDatabaseName } from './support/mysql';
import { freePort } from './support/free-port';
import { TcpProxy } from './support/tcp-proxy';

const available = await mysqlAvailable();
const root = fileURLToPath(new URL('../../..', import.meta.url));
const GRACE_MS = 8_000;

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready');
}

describe.runIf(available)('SIGTERM with requests in flight', () => {
  const database = uniqueDatabaseName();
  // A slow database keeps the requests in flight long enough to signal in the middle of them.
  const proxy = new TcpProxy(MYSQL_HOST, MYSQL_PORT);
  let child: ChildProcess;
  let url: string;
  let output = '';

  beforeAll(async () => {
    const proxyPort = await proxy.start();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const varDir = mkdtempSync(path.join(tmpdir(), 'classroom-stop-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: `mysql://root@127.0.0.1:${proxyPort}/${database}`,
        VAR_DIR: varDir,
        SEED_DEMO: 'false',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        REQUEST_TIMEOUT_MS: '20000',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    await waitUntilReady(url, child);
  });

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await proxy.cut();
    await dropDatabase(database);
  });

  it('finishes all 50 and exits within the grace period', async () => {
    proxy.delayMs = 400;
    const inFlight = Array.from({ length: 50 }, (_, i) =>
      fetch(`${url}/api/v1/all-courses?status=1&search=course${i}`).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    );
    // Every request reaches the server and waits on the slow database before the signal.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const signalled = Date.now();
      child.once('exit', (code) => resolve({ code, ms: Date.now() - signalled }));
    });
    child.kill('SIGTERM');

    const statuses = await Promise.all(inFlight);
    expect(statuses).toEqual(Array.from({ length: 50 }, () => 200));
    const { code, ms } = await exited;
    expect(code, output.slice(-2000)).toBe(0);
    expect(ms).toBeLessThan(GRACE_MS);
    const stopping = output
      .split('\n')
      .filter((line) => line.includes('"msg":"stopping"'))
      .map((line) => JSON.parse(line) as { inFlight: number })[0];
    // The signal really came while the requests were being answered.
    expect(stopping?.inFlight).toBeGreaterThanOrEqual(25);
    // No new connections once stopped.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
