import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase } from './support/drop-database';
import { freePort } from './support/free-port';
import { MYSQL_HOST, MYSQL_PORT, mysqlAvailable, uniqueDatabaseName } from './support/mysql';
import { TcpProxy } from './support/tcp-proxy';

const available = await mysqlAvailable();
const root = fileURLToPath(new URL('../../..', import.meta.url));
const GRACE_MS = 8_000;
const REQUESTS = 50;
const SERVER = ['--import', 'tsx', 'apps/server/src/main.ts'];

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

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

interface GroupProcess {
  pid: number;
  ppid: number;
  command: string;
}

/** The processes of a process group, as `ps` lists them. */
function processGroup(pgid: number): GroupProcess[] {
  return execFileSync('ps', ['-e', '-o', 'pid=,ppid=,pgid=,args='])
    .toString()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null && Number(match[3]) === pgid)
    .map((match) => ({ pid: Number(match![1]), ppid: Number(match![2]), command: match![4]! }));
}

describe.runIf(available)('a stop signal with requests in flight', () => {
  const database = uniqueDatabaseName();
  // A slow database keeps the requests in flight long enough to signal in the middle of them.
  const proxy = new TcpProxy(MYSQL_HOST, MYSQL_PORT);
  let running: Running | undefined;

  beforeAll(() => proxy.start());

  afterEach(() => {
    // The whole group: tsx's CLI leaves the server in a child process of its own.
    if (running && running.child.exitCode === null) process.kill(-running.child.pid!, 'SIGKILL');
    running = undefined;
  });

  afterAll(async () => {
    await proxy.cut();
    await dropDatabase(database);
  });

  /** The server as `command` runs it, in a process group of its own (as a terminal's job). */
  async function start(
    command: string,
    args: string[],
    env: Record<string, string> = {},
  ): Promise<Running> {
    proxy.delayMs = 0;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(command, args, {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: `mysql://root@127.0.0.1:${proxy.port}/${database}`,
        VAR_DIR: mkdtempSync(path.join(tmpdir(), 'classroom-stop-')),
        SEED_DEMO: 'false',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        REQUEST_TIMEOUT_MS: '20000',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    running = { child, url, output: () => output };
    await waitUntilReady(url, child);
    return running;
  }

  /** Sends REQUESTS slow requests, signals in their middle, and checks every one is answered. */
  async function signalMidway(
    server: Running,
    signal: () => void,
    processes: GroupProcess[] = [],
  ): Promise<void> {
    proxy.delayMs = 400;
    const inFlight = Array.from({ length: REQUESTS }, (_, i) =>
      fetch(`${server.url}/api/v1/all-courses?status=1&search=course${i}`).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        (error: unknown) => String(error),
      ),
    );
    // Every request reaches the server and waits on the slow database before the signal.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const signalled = Date.now();
      server.child.once('exit', (code) => resolve({ code, ms: Date.now() - signalled }));
    });
    signal();

    const statuses = await Promise.all(inFlight);
    expect(statuses).toEqual(Array.from({ length: REQUESTS }, () => 200));
    const { code, ms } = await exited;
    const context = [JSON.stringify(processes), server.output().slice(-2000)].join('\n');
    expect(code, context).toBe(0);
    expect(ms).toBeLessThan(GRACE_MS);
    const stopping = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"stopping"'))
      .map((line) => JSON.parse(line) as { inFlight: number })[0];
    // The signal really came while the requests were being answered.
    expect(stopping?.inFlight, context).toBeGreaterThanOrEqual(REQUESTS / 2);
    // No new connections once stopped.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }

  it('finishes all of them after SIGTERM and exits within the grace period', async () => {
    const server = await start(process.execPath, SERVER);
    await signalMidway(server, () => server.child.kill('SIGTERM'));
  });

  it('finishes them when the README’s `npm run start:prod` gets SIGTERM, and leaves no process behind', async () => {
    execFileSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'ignore' });
    const server = await start('npm', ['run', 'start:prod'], {
      NODE_ENV: 'production',
      SESSION_SECRET: 'graceful-stop-secret-graceful-stop-secret',
      PAYMENTS: 'test',
      SUPPORT_EMAIL: 'support@school.example',
    });
    const group = () => processGroup(server.child.pid!);
    const before = group();
    expect(before.map((process) => process.command).join('\n')).toContain('dist/main.mjs');
    // As a process manager stops a service it started: SIGTERM to the process it started.
    await signalMidway(server, () => server.child.kill('SIGTERM'), before);
    expect(group(), 'still running after npm exited').toEqual([]);
  });

  it('lets a second SIGTERM change nothing', async () => {
    const server = await start(process.execPath, SERVER);
    await signalMidway(server, () => {
      server.child.kill('SIGTERM');
      setTimeout(() => server.child.kill('SIGTERM'), 200);
    });
  });

  it('finishes them when SIGTERM reaches the whole process group and its parent passes it on', async () => {
    // As under npm start or a process manager: the signal reaches every process of the group,
    // and the parent passes it on to the server a moment later (tsx, for one, waits 30 ms for
    // its child to say it got the signal), so the server gets it twice.
    const parent = [
      `trap 'sleep 0.1; kill -TERM "$server" 2>/dev/null' TERM INT`,
      `"${process.execPath}" ${SERVER.join(' ')} & server=$!`,
      'wait "$server"; wait "$server"',
    ].join('\n');
    const server = await start('sh', ['-c', parent]);
    await signalMidway(server, () => process.kill(-server.child.pid!, 'SIGTERM'));
  });
});
