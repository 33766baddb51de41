import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, webDir } from './paths';

export interface RunningServer {
  url: string;
  /** The process started: tsx, whose child node process serves. */
  pid: number;
  stop(): Promise<void>;
  /** What the server printed, for failure messages. */
  output(): string;
  /**
   * The links of the next e-mail of this kind the server keeps in its outbox, read from its
   * log as a developer without a mail server reads them (the log never names the recipient).
   */
  nextMail(kind: string, after?: () => Promise<unknown>): Promise<string[]>;
}

interface KeptMail {
  kind: string;
  links: string[];
}

/** The production build the server hosts, built by the same script as `npm start` uses. */
export function ensureWebBuild(): void {
  const script = path.join(repoRoot, 'apps', 'server', 'scripts', 'build-web.mjs');
  const build = spawnSync(process.execPath, [script], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0)
    throw new Error(`The website build failed:\n${build.stdout}\n${build.stderr}`);
}

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become ready:\n${output()}`);
}

/**
 * The real server (`tsx apps/server/src/main.ts`) on a fresh SQLite file and a free port; it
 * seeds the demo (curricula and their videos included) before it listens.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  ensureWebBuild();
  const dir = mkdtempSync(path.join(tmpdir(), 'classroom-e2e-'));
  const databaseUrl = `sqlite:${path.join(dir, 'classroom.sqlite')}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(tsx, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      VAR_DIR: dir,
      WEB_ROOT: path.join(webDir, 'dist'),
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      // A loaded CI machine may take longer than the 4 s deadline for a write; the deadline
      // has its own server tests, and here a slow answer must not read as a failed one.
      REQUEST_TIMEOUT_MS: '20000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kept: KeptMail[] = [];
  let partial = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  const readMail = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('mail kept')) continue;
      const entry = JSON.parse(line) as Partial<KeptMail>;
      if (entry.kind && entry.links) kept.push({ kind: entry.kind, links: entry.links });
    }
  };
  child.stdout?.on('data', keep);
  child.stdout?.on('data', readMail);
  child.stderr?.on('data', keep);
  const output = () => log;
  try {
    await waitUntilReady(url, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    output,
    async nextMail(kind, after) {
      const seen = kept.length;
      await after?.();
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const mail = kept.slice(seen).find((entry) => entry.kind === kind);
        if (mail) return mail.links;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No ${kind} e-mail was kept:\n${log}`);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
